/**
 * The address fields of the checkout and of its address form (issue 12; spec 001 §3 names,
 * exactly): billing `BillingCountry, BillingCity, BillingPostalCode, BillingStreet1,
 * BillingHouseNumber, BillingBoxNumber`, shipping `CountryId, City, PostalCode, Street1,
 * HouseNumber, BoxNumber`. Every field has an `autocomplete` token of its section (billing,
 * shipping) and an `inputmode` where it helps; the postal code has its country's rule as an
 * unobtrusive `data-val-regex` (postalCodes.ts; the address-picker widget follows the country).
 */
import { SHIPPING_COUNTRIES } from '../../data/shipping';
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { POSTAL_CODE_EXAMPLES, postalCodePattern } from './postalCodes';

export type Section = 'billing' | 'shipping';

/** The posted names of an address's fields, per section (spec 001 §3). */
export const ADDRESS_NAMES = {
  billing: {
    country: 'BillingCountry',
    city: 'BillingCity',
    postalCode: 'BillingPostalCode',
    street: 'BillingStreet1',
    house: 'BillingHouseNumber',
    box: 'BillingBoxNumber',
  },
  shipping: {
    country: 'CountryId',
    city: 'City',
    postalCode: 'PostalCode',
    street: 'Street1',
    house: 'HouseNumber',
    box: 'BoxNumber',
  },
} as const;

export type AddressPart = keyof (typeof ADDRESS_NAMES)['billing'];

export interface AddressValues {
  countryId: number;
  city: string;
  postalCode: string;
  street: string;
  house: string;
  box: string;
}

export interface InputSpec {
  id: string;
  name: string;
  label: string;
  value?: string | undefined;
  autocomplete: string;
  inputmode?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  regex?: { pattern: string; message: string };
  hint?: string;
  /** The example the hint names (the postal code's, replaced when the country changes). */
  hintExample?: string;
  /** A message the server found (422 or a page posted without script). */
  error?: string | undefined;
}

const attrs = (pairs: Record<string, string | undefined>) =>
  raw(
    Object.entries(pairs)
      .filter(([, value]) => value !== undefined)
      .map(
        ([key, value]) =>
          `${key}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`,
      )
      .join(' '),
  );

const message = (name: string, error: string | undefined) =>
  error
    ? html`<span class="field-validation-error" data-valmsg-for="${name}" data-valmsg-replace="true">${error}</span>`
    : html`<span class="field-validation-valid" data-valmsg-for="${name}" data-valmsg-replace="true"></span>`;

/** One text input with its label, hint, unobtrusive rules and message slot. */
export function input(ctx: PageContext, spec: InputSpec) {
  const hintId = spec.hint ? `${spec.id}-hint` : undefined;
  const validates = spec.required || spec.regex;
  const mark = spec.required
    ? html` <span class="field__required" aria-hidden="true">*</span>`
    : '';
  return html`<div class="field">
    <label for="${spec.id}">${spec.label}${mark}</label>
    <input ${attrs({
      type: spec.type ?? 'text',
      id: spec.id,
      name: spec.name,
      value: spec.value ?? '',
      autocomplete: spec.autocomplete,
      inputmode: spec.inputmode,
      'aria-describedby': hintId,
      'aria-invalid': spec.error ? 'true' : undefined,
      class: spec.error ? 'input-validation-error' : undefined,
      'data-val': validates ? 'true' : undefined,
      'data-val-required': spec.required ? ctx.t('Validation.Required') : undefined,
      'data-val-regex': spec.regex?.message,
      'data-val-regex-pattern': spec.regex?.pattern,
    })} />
    ${spec.hint ? html`<p class="field__hint" id="${hintId}"${raw(spec.hintExample ? ` data-example="${spec.hintExample}"` : '')}>${spec.hint}</p>` : ''}
    ${message(spec.name, spec.error)}
  </div>`;
}

/** `numeric` where the country's postal codes are digits only (PT and NL need more keys). */
export const postalInputMode = (code: string) =>
  code === 'NL' || code === 'PT' ? 'text' : 'numeric';

function countrySelect(
  ctx: PageContext,
  id: string,
  name: string,
  section: Section,
  chosen: number,
  postalId: string,
) {
  const names = new Intl.DisplayNames([ctx.locale], { type: 'region' });
  const countries = SHIPPING_COUNTRIES.map((c) => ({
    ...c,
    label: names.of(c.Code) ?? c.Code,
  })).sort((a, b) => a.label.localeCompare(b.label, ctx.locale));
  return html`<div class="field">
    <label for="${id}">${ctx.t('Currency.Country')}</label>
    <select id="${id}" name="${name}" autocomplete="${section} country" data-postal-code-input="${postalId}">
      ${countries.map(
        (c) =>
          html`<option value="${c.CountryId}" data-country-code="${c.Code}" data-postal-example="${POSTAL_CODE_EXAMPLES[c.Code] ?? ''}"${raw(c.CountryId === chosen ? ' selected' : '')}>${c.label}</option>`,
      )}
    </select>
  </div>`;
}

/** The postal code's rule and hint for a country (spec 001 §5: our rules, see postalCodes.ts). */
export function postalRule(ctx: PageContext, code: string) {
  const pattern = postalCodePattern(code);
  return {
    regex: pattern ? { pattern, message: ctx.t('Checkout.PostalCodeInvalid') } : undefined,
    hint: ctx.t('Checkout.PostalCodeExample', { example: POSTAL_CODE_EXAMPLES[code] ?? '' }),
  };
}

/** The six fields of one address of `section`, ids prefixed with `idPrefix`. */
export function addressFields(
  ctx: PageContext,
  section: Section,
  idPrefix: string,
  values: AddressValues,
  errors: Record<string, string> = {},
) {
  const names = ADDRESS_NAMES[section];
  const id = (part: AddressPart) => `${idPrefix}-${names[part]}`;
  const code = SHIPPING_COUNTRIES.find((c) => c.CountryId === values.countryId)?.Code ?? 'BE';
  const rule = postalRule(ctx, code);
  const field = (
    part: Exclude<AddressPart, 'country'>,
    label: string,
    autocomplete: string,
    extra: Partial<InputSpec> = {},
  ) =>
    input(ctx, {
      id: id(part),
      name: names[part],
      label,
      value: values[part],
      autocomplete: `${section} ${autocomplete}`,
      error: errors[names[part]],
      ...extra,
    });
  return html`<div class="address-fields">
    ${countrySelect(ctx, id('country'), names.country, section, values.countryId, id('postalCode'))}
    ${field('street', ctx.t('Checkout.Street'), 'address-line1', { required: true })}
    <div class="address-fields__row">
      ${field('house', ctx.t('Checkout.HouseNumber'), 'address-line2', { required: true })}
      ${field('box', ctx.t('Checkout.BoxNumber'), 'address-line3')}
    </div>
    <div class="address-fields__row">
      ${field('postalCode', ctx.t('ShoppingCarts.PostalCode'), 'postal-code', {
        required: true,
        inputmode: postalInputMode(code),
        ...(rule.regex ? { regex: rule.regex } : {}),
        hint: rule.hint,
        hintExample: POSTAL_CODE_EXAMPLES[code] ?? '',
      })}
      ${field('city', ctx.t('ShoppingCarts.City'), 'address-level2', { required: true })}
    </div>
  </div>`;
}
