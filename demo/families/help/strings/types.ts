/** Texts of the help family's page (issue 15): the FAQ, its questions in collapses. */
export interface FaqQuestion {
  question: string;
  answer: string;
}

export interface HelpPages {
  faq: {
    title: string;
    intro: string;
    /** Before the link to the contact page. */
    more: string;
    contact: string;
    /** In the order of FAQ_IDS (faqIds.ts). */
    questions: FaqQuestion[];
  };
}
