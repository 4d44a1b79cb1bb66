/**
 * Texts of the widget gallery page (the editors' manual, issue 10 §5): one table of attributes
 * per widget, and what each widget and each attribute is for, in words an editor knows (the
 * developer notes stay in the code's comments).
 */
export interface GalleryPages {
  gallery: {
    title: string;
    intro: string;
    attribute: string;
    description: string;
    type: string;
    default: string;
    required: string;
    /** The column of example values. */
    exampleValue: string;
    /** The heading of the live example and its markup. */
    example: string;
    yes: string;
    no: string;
    none: string;
    /** The default of a text attribute that is empty. */
    empty: string;
    /** The type column: what an attribute holds. */
    types: {
      text: string;
      number: string;
      boolean: string;
      choice: string;
      list: string;
      object: string;
      value: string;
    };
    /** The words of a JSON shape: `[{ "slug": texte }, …]`. */
    shape: {
      text: string;
      number: string;
      value: string;
      optional: string;
      name: string;
    };
    /** The example's markup block, and its copy button. */
    code: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  /** Per widget (its registry name): a summary, and per data attribute its meaning. */
  widgets: Record<string, WidgetText>;
}

export interface WidgetText {
  /** What the widget does for shoppers, in one or two sentences. */
  summary: string;
  attributes: Record<string, AttributeText>;
}

export interface AttributeText {
  /** One line: what the attribute changes. */
  description: string;
  /** A value an editor could write, as written in the attribute. */
  example: string;
}
