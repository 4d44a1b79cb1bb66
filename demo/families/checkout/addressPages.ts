/**
 * The address form of the checkout (issue 12; spec 001 §2 "delivery address add/edit modals
 * opened from the href of a link", §3 fields exactly): `Id`, `AddressType` and one address's
 * fields, billing names (with `BillingVAT`) when opened from the billing picker, shipping
 * names from the shipping picker. A page of its own without script; the address-picker
 * widget loads the same page into a modal (the layout answers the content only then).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { addressFields, input, type Section } from './addressFields';
import type { FieldErrors } from './addressForm';
import type { Address, AddressType } from './addressStore';
import { valuesOf } from './guestBlocks';

export interface AddressFormModel {
  section: Section;
  address: Address | undefined;
  /** Values posted back with their errors (a page posted without script). */
  posted?: { type: AddressType; values: Parameters<typeof addressFields>[3]; vat: string };
  errors?: FieldErrors;
}

const PREFIX = 'address-form';

function typeRadios(ctx: PageContext, section: Section, chosen: AddressType) {
  const types: AddressType[] = section === 'billing' ? ['Billing', 'Both'] : ['Shipping', 'Both'];
  return html`<fieldset class="field field--radios">
    <legend>${ctx.t('Checkout.AddressTypeLabel')}</legend>
    ${types.map(
      (type) =>
        html`<label class="radio"><input type="radio" name="AddressType" value="${type}"${raw(type === chosen ? ' checked' : '')} /> ${ctx.t(`Checkout.AddressType${type}`)}</label>`,
    )}
  </fieldset>`;
}

export function addressForm(ctx: PageContext, model: AddressFormModel) {
  const { section, address, errors = {} } = model;
  const type: AddressType =
    model.posted?.type ?? address?.AddressType ?? (section === 'billing' ? 'Both' : 'Shipping');
  const values = model.posted?.values ?? valuesOf(address);
  const vat = model.posted?.vat ?? address?.VAT ?? '';
  return html`<form class="form address-form" method="post" action="${cultureRoot(ctx)}checkout/address/save" novalidate data-address-form>
    ${antiForgeryField(ctx)}
    <input type="hidden" name="Id" value="${address?.Id ?? 0}" />
    <div class="address-form__error" role="alert" data-address-form-error></div>
    ${typeRadios(ctx, section, type)}
    ${addressFields(ctx, section, PREFIX, values, errors)}
    ${
      section === 'billing'
        ? input(ctx, {
            id: `${PREFIX}-BillingVAT`,
            name: 'BillingVAT',
            label: ctx.t('ShoppingCarts.VatNumber'),
            value: vat,
            autocomplete: 'off',
            error: errors.BillingVAT,
          })
        : ''
    }
    <p class="address-form__actions">
      <button type="submit" class="button button--primary">${ctx.t('Core.Save')}</button>
      <a class="button" href="${cultureRoot(ctx)}checkout" data-address-form-cancel>${ctx.t('Core.Cancel')}</a>
    </p>
  </form>`;
}

export function addressFormPage(ctx: PageContext, model: AddressFormModel) {
  const title = ctx.t(model.address ? 'Checkout.EditAddressTitle' : 'Checkout.AddAddressTitle');
  const body = ctx.fragment
    ? addressForm(ctx, model)
    : html`<section class="content-page address-form-page"><h1>${title}</h1>${addressForm(ctx, model)}</section>`;
  return layout(ctx, { title, body, focused: true });
}
