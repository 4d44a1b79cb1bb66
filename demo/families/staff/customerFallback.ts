/**
 * The "edit customer" page without JavaScript (docs/architecture.md §1: every placeholder holds
 * a fallback that works without script): a GET search form (`?search=`), the customers found as
 * links (`?id=`), and the chosen customer's details as a plain POST form, refused with each
 * message on its field (422). The `customer-search` widget replaces all of it once it mounts.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { CUSTOMER_SEARCH_MIN_LENGTH, type StaffCustomer, searchCustomers } from './staffCustomers';

export interface FallbackState {
  search: string;
  /** The customer being edited, as posted when refused. */
  customer?: StaffCustomer | undefined;
  /** Messages by field name (a refused post). */
  errors?: Record<string, string>;
  /** Said after a save. */
  saved?: string;
}

const FIELDS = [
  ['FirstName', 'Sales.CustomerFirstName', 'text'],
  ['LastName', 'Sales.CustomerLastName', 'text'],
  ['Email', 'Sales.CustomerEmail', 'email'],
  ['Phone', 'Sales.CustomerPhone', 'tel'],
] as const;

const COMPANY = [['CompanyName', 'Sales.CustomerCompanyName', 'text']] as const;

function customerForm(ctx: PageContext, state: FallbackState, customer: StaffCustomer) {
  const errors = state.errors ?? {};
  const action = `${cultureRoot(ctx)}account/customers/edit?id=${encodeURIComponent(customer.CustomerId)}`;
  const error = (name: string) =>
    errors[name]
      ? html`<span class="field-validation-error" id="fallback-${name}-error">${errors[name]}</span>`
      : '';
  const input = ([name, label, type]: readonly [keyof StaffCustomer, string, string]) =>
    html`<div class="field">
      <label for="fallback-${name}">${ctx.t(label)}</label>
      <input id="fallback-${name}" name="${name}" type="${type}" value="${customer[name]}" autocomplete="off"${
        errors[name] ? html` aria-invalid="true" aria-describedby="fallback-${name}-error"` : ''
      } />${error(name)}
    </div>`;
  return html`<form class="form" method="post" action="${action}" novalidate>
    ${antiForgeryField(ctx)}
    <fieldset class="field">
      <legend>${ctx.t('Sales.CustomerDetails')}</legend>
      <p>${ctx.t('Sales.CustomerId')} ${customer.CustomerId}</p>
      ${FIELDS.map(input)}
      <fieldset class="field field--radios">
        <legend>${ctx.t('Sales.CustomerAccountType')}</legend>
        ${(['private', 'company'] as const).map(
          (type) =>
            html`<label class="radio"><input type="radio" name="AccountType" value="${type}"${
              customer.AccountType === type ? html` checked` : ''
            } /> ${ctx.t(type === 'private' ? 'Sales.CustomerPrivate' : 'Sales.CustomerCompany')}</label>`,
        )}
      </fieldset>
      ${COMPANY.map(input)}
    </fieldset>
    <p><button type="submit" class="button button--primary">${ctx.t('Sales.CustomerSave')}</button></p>
  </form>`;
}

function results(ctx: PageContext, search: string) {
  if (search.trim().length < CUSTOMER_SEARCH_MIN_LENGTH) return '';
  const found = searchCustomers(ctx.session, search);
  if (!found.length) return html`<p role="status">${ctx.t('Sales.NoCustomerFound')}</p>`;
  const root = cultureRoot(ctx);
  return html`<p role="status">${ctx.t('Sales.CustomerCount', { count: found.length })}</p>
    <ul class="customer-fallback__list">${found.map(
      (c) =>
        html`<li><a href="${root}account/customers/edit?id=${c.CustomerId}">${c.FirstName} ${c.LastName}</a> · ${c.Email} · ${c.CustomerId}</li>`,
    )}</ul>`;
}

/** The fallback inside the widget's placeholder. */
export function customerFallback(ctx: PageContext, state: FallbackState) {
  return html`<form class="form" method="get" action="${cultureRoot(ctx)}account/customers/edit" role="search">
      <div class="field">
        <label for="fallback-search">${ctx.t('Sales.SearchCustomer')}</label>
        <input id="fallback-search" name="search" type="search" value="${state.search}" aria-describedby="fallback-search-hint" />
        <p class="field__hint" id="fallback-search-hint">${ctx.t('Sales.CustomerSearchHint', { count: CUSTOMER_SEARCH_MIN_LENGTH })}</p>
      </div>
      <p><button type="submit" class="button">${ctx.t('Core.Search')}</button></p>
    </form>
    ${results(ctx, state.search)}
    ${state.saved ? html`<p role="status" class="customer-fallback__saved">${state.saved}</p>` : ''}
    ${state.customer ? customerForm(ctx, state, state.customer) : ''}`;
}
