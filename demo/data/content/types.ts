/**
 * Texts of the server-rendered demo CMS pages (layout, home, widget gallery, 404). These are
 * not looked up by the widgets (those use the string resources of demo/data/strings); the demo
 * server renders them straight into the HTML of each culture's pages.
 */

export interface HomeSection {
  heading: string;
  body: string;
}

export interface PageContent {
  /** The shop brand, the same in every culture. */
  siteName: string;
  /** Short line shown next to the brand. */
  tagline: string;
  nav: {
    home: string;
    catalog: string;
    brands: string;
    contact: string;
    account: string;
    gallery: string;
    basket: string;
    wishlist: string;
    search: string;
  };
  /** Label of the language switcher. */
  languageLabel: string;
  home: {
    title: string;
    lead: string;
    /** Free delivery and returns, our brands, customer service. */
    sections: [HomeSection, HomeSection, HomeSection];
    ctaCatalog: string;
    ctaBrands: string;
  };
  footer: {
    cookiePreferences: string;
    legal: string;
    privacy: string;
    contact: string;
    copyright: string;
  };
  /** The widget gallery page: one table of attributes per widget. */
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
  notFound: {
    title: string;
    body: string;
  };
  skipToContent: string;
}
