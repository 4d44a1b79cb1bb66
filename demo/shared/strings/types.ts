/**
 * Texts of the shop layout every page shares (header, navigation, footer). Rendered by the
 * server straight into each culture's pages; not looked up by the widgets.
 */
export interface SharedPages {
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
  skipToContent: string;
  footer: {
    cookiePreferences: string;
    legal: string;
    privacy: string;
    contact: string;
    copyright: string;
    /** Link to the about page (the content family's). */
    about: string;
    /** Link to the register page (the account family's). */
    register: string;
    /** Links to the content pages (issue 15): news, blog, shops, videos, promotions, FAQ. */
    news: string;
    blog: string;
    stores: string;
    videos: string;
    promotions: string;
    faq: string;
  };
}
