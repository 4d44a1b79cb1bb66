/**
 * The demo's customers (issue 12): two accounts that can sign in and buy. The first is a
 * private shopper with two addresses and prepaid accounts; the second buys for a company
 * (its VAT number is checked at checkout, spec 001 §3) and may not add or edit addresses
 * (the picker's flags, spec 001 §2, §6). The third is a sales user who may search the
 * customers (spec 001 §6, issue 13). The fourth is an editor of the CMS (issue 14): the editor
 * area and the asset library's uploads.
 */
import { customerIdOf } from '../cart/public';

export interface DemoCustomer {
  email: string;
  password: string;
  /** spec 001 §6: sent with the VAT check. */
  customerId: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountType: 'private' | 'company';
  companyName?: string;
  /** The address picker's flags (spec 001 §2): whether creating and editing are allowed. */
  canCreateAddress: boolean;
  canEditAddress: boolean;
  /** spec 001 §6: a sales user may search the customers (issue 13); shoppers may not. */
  staff?: boolean;
  /** issue 14: an editor of the CMS may reach the editor area and upload assets. */
  editor?: boolean;
}

const customer = (fields: Omit<DemoCustomer, 'customerId'>): DemoCustomer => ({
  ...fields,
  customerId: customerIdOf(fields.email) ?? '',
});

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  customer({
    email: 'demo@vitrine.shop',
    password: 'vitrine-demo',
    firstName: 'Camille',
    lastName: 'Martin',
    phone: '+32 470 12 34 56',
    accountType: 'private',
    canCreateAddress: true,
    canEditAddress: true,
  }),
  customer({
    email: 'pro@vitrine.shop',
    password: 'vitrine-pro',
    firstName: 'Lotte',
    lastName: 'Verhaegen',
    phone: '+32 9 234 56 78',
    accountType: 'company',
    companyName: 'Atelier Verhaegen',
    canCreateAddress: false,
    canEditAddress: false,
  }),
  customer({
    email: 'staff@vitrine.shop',
    password: 'vitrine-staff',
    firstName: 'Noah',
    lastName: 'Peeters',
    phone: '+32 2 345 67 89',
    accountType: 'private',
    canCreateAddress: true,
    canEditAddress: true,
    staff: true,
  }),
  customer({
    email: 'editor@vitrine.shop',
    password: 'vitrine-editor',
    firstName: 'Inès',
    lastName: 'Lambert',
    phone: '+32 2 456 78 90',
    accountType: 'private',
    canCreateAddress: true,
    canEditAddress: true,
    editor: true,
  }),
];

/** The signed-in customer of a session (its `user` e-mail), or undefined for a visitor. */
export const customerByEmail = (email: string | undefined): DemoCustomer | undefined =>
  DEMO_CUSTOMERS.find((c) => c.email === email);

/** The customer these credentials sign in, or undefined. */
export const customerByLogin = (email: string, password: string): DemoCustomer | undefined =>
  DEMO_CUSTOMERS.find((c) => c.email === email && c.password === password);
