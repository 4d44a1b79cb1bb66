/** Texts of the contact family's page (issue 3): the contact form and the newsletter form. */
export interface ContactPages {
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
}
