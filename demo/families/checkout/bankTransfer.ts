/**
 * The payment methods' markup (issue 12; spec 001 §1 "a bank transfer shows extra
 * information"): each radio's label with a small inline icon (no image is fetched), the bank
 * transfer's details (beneficiary, IBAN, BIC, the order number as reference) and the card's
 * note (its form appears once the order is placed: the payment slice mounts it).
 */
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { BANK_DETAILS, type PaymentMethodName } from './paymentChoice';

const ICONS: Record<PaymentMethodName, string> = {
  banktransfer:
    '<svg class="checkout-pay__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M12 2 2 7v2h20V7L12 2zM4 11v7h2v-7H4zm5 0v7h2v-7H9zm4 0v7h2v-7h-2zm5 0v7h2v-7h-2zM2 20v2h20v-2H2z" fill="currentColor"/></svg>',
  card: '<svg class="checkout-pay__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><rect x="2" y="5" width="20" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><rect x="2" y="9" width="20" height="3" fill="currentColor"/><rect x="5" y="15" width="5" height="2" fill="currentColor"/></svg>',
};

const LABELS: Record<PaymentMethodName, string> = {
  banktransfer: 'Checkout.PaymentBankTransfer',
  card: 'Checkout.PaymentCard',
};

export const methodLabel = (ctx: PageContext, method: PaymentMethodName) =>
  html`${raw(ICONS[method])}<span>${ctx.t(LABELS[method])}</span>`;

export function methodDetails(ctx: PageContext, method: PaymentMethodName) {
  if (method === 'card') return html`<p>${ctx.t('Checkout.CardNote')}</p>`;
  return html`<p>${ctx.t('Checkout.BankIntro')}</p>
    <dl class="checkout-pay__bank">
      <div><dt>${ctx.t('Checkout.BankBeneficiary')}</dt><dd>${BANK_DETAILS.beneficiary}</dd></div>
      <div><dt>${ctx.t('Checkout.BankIban')}</dt><dd class="checkout-pay__code">${BANK_DETAILS.iban}</dd></div>
      <div><dt>${ctx.t('Checkout.BankBic')}</dt><dd class="checkout-pay__code">${BANK_DETAILS.bic}</dd></div>
    </dl>
    <p>${ctx.t('Checkout.BankReference')}</p>`;
}
