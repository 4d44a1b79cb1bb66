/**
 * The demo customers' saved addresses (issue 12): the private demo account has a home address
 * in Brussels (billing and shipping) and a shipping address in Lille; the company account a
 * billing address in Ghent and a shipping address (its workshop) in Antwerp.
 */
import type { DemoCustomer } from '../account/public';
import type { Address } from './addressStore';

type Seed = Omit<Address, 'FirstName' | 'LastName' | 'Phone' | 'CompanyName'>;

const SEEDS: Record<string, Seed[]> = {
  'demo@vitrine.shop': [
    {
      Id: 1,
      AddressType: 'Both',
      CountryId: 21,
      CountryCode: 'BE',
      City: 'Bruxelles',
      PostalCode: '1000',
      Street1: 'Rue de la Loi',
      HouseNumber: '16',
      BoxNumber: '',
    },
    {
      Id: 2,
      AddressType: 'Shipping',
      CountryId: 73,
      CountryCode: 'FR',
      City: 'Lille',
      PostalCode: '59000',
      Street1: 'Rue Nationale',
      HouseNumber: '42',
      BoxNumber: '3',
    },
  ],
  'pro@vitrine.shop': [
    {
      Id: 3,
      AddressType: 'Billing',
      CountryId: 21,
      CountryCode: 'BE',
      City: 'Gent',
      PostalCode: '9000',
      Street1: 'Veldstraat',
      HouseNumber: '10',
      BoxNumber: '',
    },
    {
      Id: 4,
      AddressType: 'Shipping',
      CountryId: 21,
      CountryCode: 'BE',
      City: 'Antwerpen',
      PostalCode: '2000',
      Street1: 'Meir',
      HouseNumber: '50',
      BoxNumber: 'B',
    },
  ],
};

/** Fresh copies of the customer's seeded addresses, with the customer's names. */
export function seededAddresses(customer: DemoCustomer): Address[] {
  return (SEEDS[customer.email] ?? []).map((seed) => ({
    ...seed,
    FirstName: customer.firstName,
    LastName: customer.lastName,
    Phone: customer.phone,
    ...(customer.companyName ? { CompanyName: customer.companyName } : {}),
  }));
}
