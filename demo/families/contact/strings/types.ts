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
    /** The shop to contact (the searchable select, issue 15). */
    shop: string;
    shopHint: string;
    /** The subject select's empty first option. */
    subjectChoose: string;
    shopUnknown: string;
    /** contains {{first}} and {{last}}: the callback window. */
    dateRange: string;
    subjectUnknown: string;
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
