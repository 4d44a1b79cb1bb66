/**
 * Issue 5, spec 000 §2 back-in-stock popup (`{culture}/catalog/stocknotification/subscribe`):
 * an ajax form (data-ajax, replace mode) whose answer replaces the form in its container, with
 * the data-val-* rules the forms module validates on the client (required, email).
 */
import type { Product, ProductVariant } from '../../data/catalog/types';
import { cultureRoot, type PageContext } from '../../shared/context';
import { field } from '../../shared/formKit';
import { html, raw } from '../../shared/html';
import { variantTitle } from './stock';

export const notificationContainerId = (variant: ProductVariant) =>
  `stock-notification-${variant.ProductVariantId}`;

export interface NotificationFormState {
  email?: string;
  /** Server-side validation message for the e-mail field. */
  error?: string;
}

/** The form alone: the inner HTML of the container (also the 400 answer of a bad POST). */
export function notificationForm(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
  state: NotificationFormState = {},
) {
  const container = notificationContainerId(variant);
  const email = field(ctx.t, {
    name: 'Email',
    label: ctx.t('Catalog.StockNotifyEmail'),
    type: 'email',
    autocomplete: 'email',
    value: state.email ?? '',
    rules: [{ rule: 'required' }, { rule: 'email' }],
  });
  return html`<p class="stock-notification__intro">${ctx.t('Catalog.StockNotifyIntro', { name: variantTitle(ctx, product, variant) })}</p>
    <form class="form stock-notification__form" method="post" novalidate
      action="${cultureRoot(ctx)}catalog/stocknotification/subscribe"
      data-ajax="true" data-ajax-method="post" data-ajax-mode="replace" data-ajax-update="#${container}">
      <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.antiForgeryToken}" />
      <input type="hidden" name="ProductVariantId" value="${variant.ProductVariantId}" />
      <input type="hidden" name="ProductId" value="${product.id}" />
      ${state.error ? withError(email, state.error) : email}
      <p><button type="submit" class="button button--primary">${ctx.t('Catalog.StockNotifySubmit')}</button></p>
    </form>`;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The server's message in the field's message slot, marked as the client would mark it. */
const withError = (markup: unknown, message: string) =>
  raw(
    String(markup)
      .replace('class="field-validation-valid"', 'class="field-validation-error"')
      .replace('<input ', '<input aria-invalid="true" ')
      .replace(
        'data-valmsg-replace="true"></span>',
        `data-valmsg-replace="true">${escapeText(message)}</span>`,
      ),
  );

/** The whole popup content: the container the form's answers replace. */
export function notificationPopup(ctx: PageContext, product: Product, variant: ProductVariant) {
  return html`<div class="stock-notification" id="${notificationContainerId(variant)}">
    ${notificationForm(ctx, product, variant)}
  </div>`;
}

/** The answer to a valid subscription: replaces the form. */
export function notificationDone(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
  email: string,
) {
  return html`<p class="form-success stock-notification__done" role="status">${ctx.t(
    'Catalog.StockNotifyDone',
    { email, name: variantTitle(ctx, product, variant) },
  )}</p>`;
}
