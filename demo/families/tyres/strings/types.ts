/** Texts of the tyre pages (issue 13): the appointment form and the inscriptions form. */
export interface TyresPages {
  appointment: {
    title: string;
    intro: string;
    name: string;
    email: string;
    plate: string;
    plateHint: string;
    /** The no-script date field. */
    date: string;
    slot: string;
    submit: string;
    confirmedTitle: string;
    /** contains {{date}}, {{slot}} and {{plate}} */
    confirmed: string;
    /** A field missing or wrong, or the slot no longer free. */
    invalid: string;
    taken: string;
    /** The demo's `Error` answer of the availability call (spec 001 §8). */
    planningError: string;
  };
  inscriptions: {
    title: string;
    intro: string;
    /** The three sections: the tyre's size, its load and speed, the vehicle. */
    sizeSection: string;
    loadSection: string;
    vehicleSection: string;
    schemaTitle: string;
    /** What the schema shows, for screen readers. */
    schemaDescription: string;
    width: string;
    ratio: string;
    construction: string;
    rim: string;
    load: string;
    speed: string;
    plate: string;
    plateHint: string;
    vin: string;
    submit: string;
    sent: string;
  };
}
