/**
 * Texts of the content family's pages: the home page (issue 2 §3) and its promotions (issue 4),
 * the long about page with anchors, the delivery conditions, the server clock (issue 3) and the
 * 404 page. The widgets' own labels come from the string resources.
 */
export interface HomeSection {
  heading: string;
  body: string;
}

export interface BannerCopy {
  heading: string;
  text: string;
  cta: string;
}

/** The banner slides, the sale banner above the countdown and the brand carousel heading. */
export interface HomePromotions {
  /** One per generated banner (/media/banner/1.svg to 3.svg): sale, bags, watches. */
  slides: [BannerCopy, BannerCopy, BannerCopy];
  sale: { heading: string; text: string };
  brands: string;
}

export interface AboutSection {
  /** kebab-case anchor id, the same in every culture. */
  id: string;
  heading: string;
  /** Three or four paragraphs of 2-4 sentences: the page must be long enough to scroll. */
  paragraphs: string[];
}

export interface ContentPages {
  home: {
    title: string;
    lead: string;
    /** Free delivery and returns, our brands, customer service. */
    sections: [HomeSection, HomeSection, HomeSection];
    ctaCatalog: string;
    ctaBrands: string;
  };
  promotions: HomePromotions;
  notFound: {
    title: string;
    body: string;
  };
  about: {
    title: string;
    intro: string;
    tocLabel: string;
    /** Six sections with ids: story, sourcing, delivery, returns, stores, careers. */
    sections: AboutSection[];
    /** Link that opens the delivery conditions in a dialog. */
    modalLink: string;
    /** Link that asks for confirmation before emptying the basket. */
    confirmLink: string;
    /** Link that always fetches a fresh page (server clock). */
    noCacheLink: string;
    /** Link that opts out of the page shell (full reload). */
    noAjaxLink: string;
    scriptsHeading: string;
    scriptsIntro: string;
    backToTop: string;
  };
  delivery: { title: string; paragraphs: string[] };
  clock: { title: string; serverTime: string /* contains {{time}} */ };
}
