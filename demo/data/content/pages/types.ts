/**
 * Texts of the demo CMS content pages of issue 3 (long page with anchors, forms, login,
 * customer area). Rendered by the server; not looked up by widgets.
 */
export interface AboutSection {
  /** kebab-case anchor id, the same in every culture. */
  id: string;
  heading: string;
  /** Three or four paragraphs of 2-4 sentences: the page must be long enough to scroll. */
  paragraphs: string[];
}

export interface DemoPagesText {
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
  contact: {
    title: string;
    intro: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    /** Four subjects; the first is about an existing order. */
    subjects: [string, string, string, string];
    orderNumber: string;
    orderNumberHint: string;
    message: string;
    preferredDate: string;
    website: string;
    consent: string;
    send: string;
    sent: string;
    newsletterTitle: string;
    newsletterIntro: string;
    newsletterEmail: string;
    newsletterSubmit: string;
    /** contains {{email}} */
    newsletterDone: string;
  };
  register: {
    title: string;
    intro: string;
    accountType: string;
    private: string;
    company: string;
    companyName: string;
    vat: string;
    firstName: string;
    lastName: string;
    email: string;
    emailConfirm: string;
    phone: string;
    mobile: string;
    phoneOrMobile: string;
    username: string;
    usernameHint: string;
    usernameTaken: string;
    password: string;
    passwordConfirm: string;
    birthDate: string;
    /** contains {{format}}, e.g. "Format: {{format}}" */
    dateHint: string;
    householdSize: string;
    postalCode: string;
    postalCodeHint: string;
    website: string;
    newsletter: string;
    terms: string;
    submit: string;
    /** contains {{name}} */
    done: string;
  };
  login: {
    title: string;
    intro: string;
    /** contains {{email}} and {{password}} */
    demoAccount: string;
    failed: string;
  };
  account: {
    title: string;
    /** contains {{email}} */
    welcome: string;
    intro: string;
    signedOut: string;
  };
}
