/** Texts of the widget gallery page: one table of attributes per widget. */
export interface GalleryPages {
  gallery: {
    title: string;
    intro: string;
    attribute: string;
    type: string;
    default: string;
    required: string;
    example: string;
    yes: string;
    no: string;
    none: string;
  };
}
