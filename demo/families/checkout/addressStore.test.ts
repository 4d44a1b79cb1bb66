/** The checkout's addresses (issue 12; spec 001 §2, §3, §6): seeds, choices, the reverse charge. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session';
import { cartChoicesOf } from '../cart/public';
import { applyChoice, applyGuestFields } from './addressChoices';
import { applyPostedAddresses } from './addressPosted';
import { addressStateOf, checkoutAddressesOf, saveAddress, vatExempt } from './addressStore';

const session = (user?: string): Session => ({
  id: 'test',
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user,
});

describe('checkoutAddressesOf', () => {
  let demo: Session;
  beforeEach(() => {
    demo = session('demo@vitrine.shop');
  });

  it('seeds the demo account with a Brussels home and a Lille delivery address', () => {
    const chosen = checkoutAddressesOf(demo);
    expect(chosen.billing?.City).toBe('Bruxelles');
    // Same address for shipping by default.
    expect(chosen.shipping?.City).toBe('Bruxelles');
    expect(addressStateOf(demo).saved.map((a) => a.City)).toEqual(['Bruxelles', 'Lille']);
  });

  it('ships to the chosen shipping address, and the cart’s country follows', () => {
    expect(applyChoice(demo, { SameAddressForShipping: false, ExistingShippingAddressId: 2 })).toBe(
      true,
    );
    expect(checkoutAddressesOf(demo).shipping?.City).toBe('Lille');
    expect(cartChoicesOf(demo).countryCode).toBe('FR');
    applyChoice(demo, { SameAddressForShipping: true });
    expect(cartChoicesOf(demo).countryCode).toBe('BE');
  });

  it('refuses an address that is not the buyer’s', () => {
    expect(applyChoice(demo, { ExistingBillingAddressId: 3 })).toBe(false);
    expect(checkoutAddressesOf(demo).billing?.Id).toBe(1);
  });

  it('keeps a saved address for this customer only', () => {
    const home = checkoutAddressesOf(demo).billing;
    if (!home) throw new Error('no seeded address');
    const added = saveAddress(demo, {
      ...home,
      Id: 0,
      City: 'Namur',
      PostalCode: '5000',
    });
    expect(added.Id).toBeGreaterThan(4);
    expect(addressStateOf(demo).saved).toHaveLength(3);
    expect(addressStateOf(session('pro@vitrine.shop')).saved.map((a) => a.City)).toEqual([
      'Gent',
      'Antwerpen',
    ]);
  });

  it('gives a guest’s address once complete, with the e-mail', () => {
    const guest = session();
    applyGuestFields(guest, {
      Email: 'a@b.be',
      FirstName: 'Ana',
      LastName: 'Silva',
      BillingCountry: '171',
      BillingPostalCode: '1100-148',
    });
    expect(checkoutAddressesOf(guest).billing).toBeUndefined();
    expect(checkoutAddressesOf(guest).guestEmail).toBe('a@b.be');
    // The country already decides where the basket ships.
    expect(cartChoicesOf(guest).countryCode).toBe('PT');
    applyGuestFields(guest, {
      BillingCountry: '171',
      BillingPostalCode: '1100-148',
      BillingCity: 'Lisboa',
      BillingStreet1: 'Rua Augusta',
      BillingHouseNumber: '1',
      BillingBoxNumber: '',
    });
    expect(checkoutAddressesOf(guest).billing?.City).toBe('Lisboa');
  });
});

describe('vatExempt (the reverse charge)', () => {
  const company = (vatValid: boolean | null, countryId: string) => {
    const guest = session();
    applyGuestFields(guest, {
      BillingCountry: countryId,
      BillingPostalCode: '1012 AB',
      BillingCity: 'Amsterdam',
      BillingStreet1: 'Dam',
      BillingHouseNumber: '1',
    });
    applyChoice(guest, { AccountType: 'company', CompanyName: 'Atelier' });
    const state = addressStateOf(guest);
    state.vat = 'NL123456789B01';
    state.vatValid = vatValid;
    return guest;
  };

  it('applies to a company with a valid number billed in another EU country', () => {
    expect(vatExempt(company(true, '150'))).toBe(true);
  });

  it('does not apply with an invalid or unchecked number, in Belgium, or to a private buyer', () => {
    expect(vatExempt(company(false, '150'))).toBe(false);
    expect(vatExempt(company(null, '150'))).toBe(false);
    const belgian = company(true, '21');
    const billing = addressStateOf(belgian).guest.billing;
    if (billing) billing.PostalCode = '1000';
    expect(vatExempt(belgian)).toBe(false);
    const privateBuyer = company(true, '150');
    applyChoice(privateBuyer, { AccountType: 'private' });
    expect(vatExempt(privateBuyer)).toBe(false);
  });
});

describe('applyPostedAddresses (the checkout form posted)', () => {
  const t = (key: string) => key;

  it('takes a complete guest form, and names the missing fields of an incomplete one', () => {
    const guest = session();
    const missing = applyPostedAddresses(
      guest,
      { Email: 'nope', BillingCountry: '21', BillingPostalCode: '12' },
      t,
    );
    expect(missing).toMatchObject({
      Email: 'Validation.Email',
      FirstName: 'Validation.Required',
      BillingPostalCode: 'Checkout.PostalCodeInvalid',
      BillingStreet1: 'Validation.Required',
    });
    const complete = {
      Email: 'ana@example.pt',
      FirstName: 'Ana',
      LastName: 'Silva',
      Phone: '+351 21 000 00 00',
      BillingCountry: '171',
      BillingCity: 'Lisboa',
      BillingPostalCode: '1100-148',
      BillingStreet1: 'Rua Augusta',
      BillingHouseNumber: '1',
      BillingBoxNumber: '',
      SameAddressForShipping: 'true,false',
      AccountType: 'private',
    };
    expect(applyPostedAddresses(guest, complete, t)).toEqual({});
    expect(checkoutAddressesOf(guest).shipping?.City).toBe('Lisboa');
    expect(cartChoicesOf(guest).countryCode).toBe('PT');
  });

  it('applies a customer’s choices and checks a company’s VAT number again', () => {
    const pro = session('pro@vitrine.shop');
    const errors = applyPostedAddresses(
      pro,
      {
        ExistingBillingAddressId: '3',
        SameAddressForShipping: 'false',
        ExistingShippingAddressId: '4',
        AccountType: 'company',
        CompanyName: 'Atelier Verhaegen',
        BillingVAT: 'BE0123456749',
      },
      t,
    );
    expect(errors).toEqual({});
    expect(checkoutAddressesOf(pro)).toMatchObject({
      vat: 'BE0123456749',
      vatValid: true,
      companyName: 'Atelier Verhaegen',
    });
    expect(checkoutAddressesOf(pro).shipping?.City).toBe('Antwerpen');
    expect(applyPostedAddresses(pro, { ExistingBillingAddressId: '1' }, t)).toEqual({
      ExistingBillingAddressId: 'Checkout.UnknownAddress',
    });
  });
});
