/** Texts of the staff family's pages (issue 13): the "edit customer" page and its 403 page. */
export interface StaffPages {
  editTitle: string;
  editIntro: string;
  backToAccount: string;
  forbiddenTitle: string;
  forbiddenText: string;
}
