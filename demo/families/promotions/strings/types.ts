/** Texts of the promotions family's pages (issue 15): a banner, a popup, a countdown's end. */
export interface PromotionsPages {
  promotions: {
    title: string;
    intro: string;
    bannerTitle: string;
    bannerText: string;
    bannerLink: string;
    offers: [string, string, string];
    offerTexts: [string, string, string];
    popupTitle: string;
    popupText: string;
    newsletterEmail: string;
    newsletterSubmit: string;
  };
  ending: {
    title: string;
    intro: string;
    bannerTitle: string;
    bannerText: string;
    /** The page after the end. */
    ended: string;
    /** How the end is handled: by reloading, or by calling the page's function. */
    reloadMode: string;
    callbackMode: string;
    /** Written by the page's end callback. */
    callbackDone: string;
    again: string;
  };
}
