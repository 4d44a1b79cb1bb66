/**
 * The customers a sales user finds in the "edit customer" dialog (spec 001 §1, §2, §6; issue
 * 13): about forty, from the shop's six countries, with their accents. The search ignores case
 * and accents ("jose" finds "José", "MULLER" finds "Müller"). What a sales user saves is kept
 * per session (a `WeakMap<Session, …>`), so parallel visitors never see each other's edits.
 */
import type { Session } from '../../shared/session';

export type AccountType = 'private' | 'company';

export interface StaffCustomer {
  CustomerId: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  AccountType: AccountType;
  CompanyName: string;
}

/** spec 001 §5, §9: the customer search starts at 2 typed characters. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** At most this many customers per answer: a sales user types more to narrow it. */
export const CUSTOMER_SEARCH_LIMIT = 10;

// [first name, last name, e-mail domain, phone, company (a company account) or '']
const SEED: [string, string, string, string, string][] = [
  ['Élodie', 'Lefèvre', 'orange.fr', '+33 6 12 34 56 78', ''],
  ['François', 'Dubois', 'free.fr', '+33 1 42 68 53 00', 'Dubois & Fils'],
  ['Hélène', 'Girard', 'laposte.net', '+33 4 78 92 11 40', ''],
  ['Jérôme', 'Moreau', 'gmail.com', '+33 6 45 78 21 09', ''],
  ['Chloé', 'Rousseau', 'sfr.fr', '+33 5 56 44 19 87', 'Boulangerie Rousseau'],
  ['Benoît', 'Lambert', 'skynet.be', '+32 2 512 48 30', ''],
  ['Anaïs', 'Fontaine', 'proximus.be', '+32 4 223 67 15', ''],
  ['Maëlle', 'Renard', 'gmail.com', '+32 475 88 12 44', ''],
  ['Sébastien', 'Deschamps', 'outlook.fr', '+33 3 20 57 61 12', 'Deschamps Bâtiment'],
  ['Pieter', 'De Smet', 'telenet.be', '+32 9 225 14 78', ''],
  ['Sofie', 'Van den Broeck', 'gmail.com', '+32 3 231 90 62', ''],
  ['Jeroen', 'Janssens', 'hotmail.be', '+32 16 22 47 93', 'Janssens Tuinen'],
  ['Anouk', 'de Vries', 'ziggo.nl', '+31 20 624 18 55', ''],
  ['Daan', 'Bakker', 'kpnmail.nl', '+31 30 231 77 04', ''],
  ['Lieke', 'van Dijk', 'gmail.com', '+31 6 4127 8833', ''],
  ['Maarten', 'Wouters', 'telenet.be', '+32 50 33 71 26', 'Wouters Fietsen'],
  ['José', 'García', 'gmail.com', '+34 612 345 678', ''],
  ['María', 'Fernández', 'telefonica.net', '+34 91 531 44 20', ''],
  ['Íñigo', 'Martínez', 'euskaltel.net', '+34 944 15 62 33', 'Talleres Martínez'],
  ['Lucía', 'Sánchez', 'hotmail.es', '+34 955 27 81 09', ''],
  ['Ángel', 'Muñoz', 'gmail.com', '+34 976 30 42 17', ''],
  ['Begoña', 'Ibáñez', 'yahoo.es', '+34 963 51 27 88', ''],
  ['Jürgen', 'Müller', 'web.de', '+49 30 2345 6789', ''],
  ['Lena', 'Schäfer', 'gmx.de', '+49 89 4521 3307', ''],
  ['Björn', 'Weiß', 't-online.de', '+49 40 3190 2254', 'Weiß Elektrotechnik GmbH'],
  ['Sören', 'Köhler', 'gmail.com', '+49 221 934 5510', ''],
  ['Anja', 'Groß', 'posteo.de', '+49 711 2268 4130', ''],
  ['Niccolò', 'Rossi', 'libero.it', '+39 06 4821 3390', ''],
  ['Giulia', 'Ricci', 'gmail.com', '+39 02 8645 1123', ''],
  ['Lucrezia', 'Esposito', 'tiscali.it', '+39 081 552 7740', 'Esposito Ceramiche'],
  ['Mattia', 'Colombo', 'alice.it', '+39 011 562 9984', ''],
  ['Francesca', 'De Luca', 'virgilio.it', '+39 055 234 6617', ''],
  ['João', 'Gonçalves', 'sapo.pt', '+351 21 342 5566', ''],
  ['Inês', 'Conceição', 'gmail.com', '+351 22 208 1194', ''],
  ['Tomás', 'Simões', 'netcabo.pt', '+351 239 83 44 21', 'Simões & Irmãos Lda'],
  ['Beatriz', 'Magalhães', 'outlook.pt', '+351 91 234 5678', ''],
  ['Gonçalo', 'Araújo', 'sapo.pt', '+351 253 61 77 30', ''],
  ['Camille', 'Martin', 'gmail.com', '+32 470 98 76 54', ''],
  ['Zoë', 'Peeters', 'telenet.be', '+32 3 449 25 81', ''],
  ['Renée', 'Müller-Lüdenscheidt', 'bluewin.ch', '+41 44 211 35 90', ''],
];

/** "Élodie Lefèvre" → "elodie.lefevre": what a mailbox may spell. */
const mailbox = (first: string, last: string) => fold(`${first}.${last}`).replace(/[^a-z.]+/g, '');

/** Lower case without accents: the search's one spelling (decomposed, marks dropped). */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const STAFF_CUSTOMERS: readonly StaffCustomer[] = SEED.map(
  ([first, last, domain, phone, company], index) => ({
    CustomerId: String(300_101 + index),
    FirstName: first,
    LastName: last,
    Email: `${mailbox(first, last)}@${domain}`,
    Phone: phone,
    AccountType: company ? 'company' : 'private',
    CompanyName: company,
  }),
);

const edits = new WeakMap<Session, Map<string, StaffCustomer>>();

/** The customers as this session sees them: the seed with its own saved edits. */
export function customersOf(session: Session): StaffCustomer[] {
  const own = edits.get(session);
  return STAFF_CUSTOMERS.map((customer) => own?.get(customer.CustomerId) ?? customer);
}

export const customerOf = (session: Session, id: string): StaffCustomer | undefined =>
  customersOf(session).find((customer) => customer.CustomerId === id);

/** Saves a customer for this session only. */
export function saveCustomer(session: Session, customer: StaffCustomer): void {
  const own = edits.get(session) ?? new Map<string, StaffCustomer>();
  edits.set(session, own);
  own.set(customer.CustomerId, customer);
}

/**
 * The customers whose name, e-mail, phone, company or id contain every typed word (case and
 * accents ignored), those whose last or first name starts with the text first; nothing under
 * 2 characters (spec 001 §5).
 */
export function searchCustomers(session: Session, text: string): StaffCustomer[] {
  const wanted = fold(text);
  if (wanted.length < CUSTOMER_SEARCH_MIN_LENGTH) return [];
  const words = wanted.split(' ');
  const haystack = (c: StaffCustomer) =>
    fold(
      `${c.FirstName} ${c.LastName} ${c.Email} ${c.CompanyName} ${c.CustomerId} ${c.Phone.replace(/\s/g, '')}`,
    );
  const starts = (c: StaffCustomer) =>
    fold(c.LastName).startsWith(wanted) || fold(c.FirstName).startsWith(wanted);
  return customersOf(session)
    .filter((c) => words.every((word) => haystack(c).includes(word)))
    .sort(
      (a, b) =>
        Number(!starts(a)) - Number(!starts(b)) || fold(a.LastName).localeCompare(fold(b.LastName)),
    )
    .slice(0, CUSTOMER_SEARCH_LIMIT);
}
