/**
 * The checkout's `AccountType` radio (private / company; spec 001 §3) and, for a company, the
 * company name and the `BillingVAT` field with the VAT check (spec 001 §3, §4, §5; the
 * `vat-check` behaviour). The last check's answer is remembered by the server, so the page
 * refreshed after a change of validity shows it.
 */

import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import type { DemoCustomer } from '../account/public';
import { input } from './addressFields';
import type { AddressState } from './addressStore';
import { VAT_TEST_NUMBERS } from './vatCheck';

/** What the field says about the last answer (true, false, null, or not checked). */
export function vatStatusText(ctx: PageContext, valid: boolean | null | undefined): string {
  if (valid === true) return ctx.t('Checkout.VatValid');
  if (valid === false) return ctx.t('ShoppingCarts.VatInvalid');
  if (valid === null) return ctx.t('Checkout.VatUnavailable');
  return '';
}

const stateAttribute = (valid: boolean | null | undefined) =>
  valid === undefined ? 'unchecked' : String(valid);

function vatBlock(ctx: PageContext, state: AddressState, customer: DemoCustomer | undefined) {
  const status = vatStatusText(ctx, state.vatValid);
  return html`<div class="vat-check" data-widget="vat-check" data-hydrate="interaction"
      data-customer-id="${customer?.customerId ?? ''}" data-state="${stateAttribute(state.vatValid)}"
      data-checking-text="${ctx.t('Checkout.VatChecking')}" data-valid-text="${ctx.t('Checkout.VatValid')}"
      data-unavailable-text="${ctx.t('Checkout.VatUnavailable')}" data-failed-text="${ctx.t('Checkout.AnErrorHasOccured')}">
    ${input(ctx, {
      id: 'checkout-BillingVAT',
      name: 'BillingVAT',
      label: ctx.t('ShoppingCarts.VatNumber'),
      value: state.vat,
      autocomplete: 'off',
      hint: ctx.t('Checkout.VatTestNumbers', VAT_TEST_NUMBERS),
    })}
    <p class="vat-check__status vat-check__status--${stateAttribute(state.vatValid)}" role="status" aria-live="polite" data-vat-status>${status}</p>
  </div>`;
}

export function accountTypeBlock(
  ctx: PageContext,
  state: AddressState,
  customer: DemoCustomer | undefined,
) {
  const radio = (value: 'private' | 'company', key: string) =>
    html`<label class="radio"><input type="radio" name="AccountType" value="${value}"${raw(state.accountType === value ? ' checked' : '')} /> ${ctx.t(key)}</label>`;
  return html`<fieldset class="field field--radios checkout-account-type">
      <legend>${ctx.t('Checkout.AccountType')}</legend>
      ${radio('private', 'Checkout.AccountPrivate')} ${radio('company', 'Checkout.AccountCompany')}
    </fieldset>
    <div class="checkout-company" data-company>
      ${input(ctx, {
        id: 'checkout-CompanyName',
        name: 'CompanyName',
        label: ctx.t('Checkout.CompanyName'),
        value: state.companyName,
        autocomplete: 'organization',
        required: true,
      })}
      ${vatBlock(ctx, state, customer)}
    </div>`;
}
