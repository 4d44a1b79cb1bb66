/**
 * The checkout's addresses and VAT check (issue 12; spec 001 §2, §3, §5), in the list of src/api/endpoints.ts, apart so that list stays readable.
 * Documentation only, like the list.
 */
import { addressChoiceSchema, addressSavedSchema, vatCheckSchema } from './checkoutAddresses';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  LOGIN,
  OUR_CONTRACT,
  ownFaults,
  sameFaults,
} from './endpointKit';

/** spec 001 §8 "An error has occured". */
const ERROR_KEY = 'Checkout.AnErrorHasOccured';

export const checkoutAddressEndpoints: Endpoint[] = [
  {
    name: 'Checkout: choose addresses, account type',
    method: 'POST',
    path: 'api/v1/checkout/addresses/choice',
    payload:
      "JSON, any of {ExistingBillingAddressId, ExistingShippingAddressId, SameAddressForShipping, AccountType (private|company), CompanyName}; 404 {Message} for an address that is not the buyer's. The cart's shipping country follows the shipping address.",
    answer: json(addressChoiceSchema),
    usedBy: ['address-picker'],
    whenMissing: 'A toast says what failed; the previous choice is checked again.',
    faults: ownFaults('an error toast', ERROR_KEY, {
      after: 'the previous choice is checked again',
    }),
    source: OUR_CONTRACT,
  },
  {
    name: "Checkout: a guest's fields",
    method: 'POST',
    path: 'api/v1/checkout/addresses/guest',
    payload:
      'JSON of the inline fields as typed (Email, FirstName, LastName, Phone, Billing*, CountryId, City, PostalCode, Street1, HouseNumber, BoxNumber, SameAddressForShipping)',
    answer: json(addressChoiceSchema),
    usedBy: ['address-picker'],
    whenMissing: 'A toast; what was typed stays and is posted with the checkout form.',
    faults: ownFaults('an error toast', ERROR_KEY, { after: 'what was typed stays' }),
    source: OUR_CONTRACT,
  },
  {
    name: 'Checkout: VAT check',
    method: 'GET',
    path: 'api/v1/checkout/vat',
    payload:
      'query {countryId, VAT, customerId} (spec 001 §3; only with a non-empty VAT, §5). Demo test numbers: BE0123456749 and NL123456789B01 valid, BE0123456750 invalid, BE0999999999 the check service unavailable (null).',
    answer: json(vatCheckSchema),
    usedBy: ['vat-check'],
    whenMissing: 'The field says the check could not be made; the page is not reloaded.',
    faults: {
      ...sameFaults("the field's note says its `data-failed-text`; the page is not reloaded"),
      '401': `${LOGIN}; the field's note is emptied`,
    },
    source: 'spec 001 §3, §4, §5 (path: our contract)',
  },
  {
    name: 'Checkout: the address section',
    method: 'GET',
    path: '{culture}/checkout/addresses',
    payload: 'none',
    answer: html("The address section's content, after an address was saved."),
    usedBy: ['address-picker'],
    whenMissing: 'The page is loaded again.',
    faults: {
      ...sameFaults('the page is loaded again, the saved address in it'),
      '401': LOGIN,
      malformed: HTML_AS_IS,
    },
    source: OUR_CONTRACT,
  },
  {
    name: 'Checkout: address form (add, edit)',
    method: 'GET',
    path: '{culture}/checkout/address/add?for=billing|shipping, {culture}/checkout/address/edit/{id}',
    payload: "none (the href of the picker's links)",
    answer: html(
      "The address form (spec 001 §3 fields); 401 for a visitor, 403 when the customer's flags forbid it.",
    ),
    usedBy: ['address-picker'],
    whenMissing: 'The growl "An error has occured" (spec 001 §8).',
    faults: {
      ...sameFaults(`a growl: ${ERROR_KEY}; the dialog closes`),
      '401': `${LOGIN}; the dialog closes`,
      malformed: HTML_AS_IS,
    },
    source: 'spec 001 §2 (path: our contract)',
  },
  {
    name: 'Checkout: save an address',
    method: 'POST',
    path: '{culture}/checkout/address/save',
    payload:
      'form: Id, AddressType (Billing|Shipping|Both), BillingCountry, BillingCity, BillingPostalCode, BillingStreet1, BillingHouseNumber, BillingBoxNumber, BillingVAT, or CountryId, City, PostalCode, Street1, HouseNumber, BoxNumber',
    answer: json(addressSavedSchema),
    usedBy: ['address-picker'],
    whenMissing:
      'The growl "An error has occured" (spec 001 §8); nothing typed is cleared. 422 {Message, Errors by field name} marks the fields.',
    faults: ownFaults('a growl', ERROR_KEY, {
      server: 'none',
      network: ERROR_KEY,
      after: 'nothing typed is cleared (a 422 marks the fields instead)',
    }),
    source: 'spec 001 §3, §8 (path: our contract)',
  },
];
