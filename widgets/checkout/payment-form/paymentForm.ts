import { on } from '../../../src/core/events';
import type { Behavior } from '../../../src/core/widget';
import type { PayTry } from '../../../src/payment/payOrder';
import type { Props } from './index';

/**
 * The server writes the form's texts (issue 12, six cultures): the heading, a status line and
 * the messages `[data-payment-text="loading|failed|error"]`, which this shows one at a time in
 * the live region; "try again" is `[data-payment-retry]`; the provider mounts in
 * `[data-payment-provider]`.
 */
const paymentForm: Behavior<Props> = (element, { orderId, confirmationUrl, returnUrl }) => {
  const heading = element.querySelector<HTMLElement>('[data-payment-heading]');
  const host = element.querySelector<HTMLElement>('[data-payment-provider]');
  const retry = element.querySelector<HTMLButtonElement>('[data-payment-retry]');
  const texts = element.querySelectorAll<HTMLElement>('[data-payment-text]');
  if (!heading || !host || !retry)
    throw new Error('payment-form: heading, provider or retry missing');
  let current: PayTry | undefined;
  let currentOrder: string | undefined;
  let left = false;

  const show = (text: 'loading' | 'failed' | 'error' | 'none') => {
    for (const node of texts) node.hidden = node.dataset.paymentText !== text;
    retry.hidden = text !== 'failed' && text !== 'error';
  };

  const start = async (id: string) => {
    current?.stop();
    currentOrder = id;
    element.hidden = false;
    host.replaceChildren();
    show('loading');
    heading.focus();
    const { payOrder } = await import('../../../src/payment/payOrder');
    if (left) return;
    const fill = (url: string) => url.replaceAll('{orderId}', encodeURIComponent(id));
    const attempt = payOrder(host, id, {
      returnUrl: new URL(fill(returnUrl), location.href).href,
      onReady: () => show('none'),
      onRedirect: (url) => location.assign(url),
    });
    current = attempt;
    const outcome = await attempt.outcome;
    if (left || current !== attempt) return;
    if (outcome === 'completed') return location.assign(fill(confirmationUrl));
    attempt.stop();
    host.replaceChildren();
    show(outcome === 'failed' ? 'failed' : 'error');
    if (outcome !== 'login') retry.focus();
  };

  const onRetry = () => {
    if (currentOrder) void start(currentOrder);
  };
  retry.addEventListener('click', onRetry);
  const stopListening = on('vitrine:order-placed', ({ detail }) => {
    // Five clicks on Pay answer the same order: its form is mounted once.
    if (detail.paymentMethod !== 'card' || detail.orderId === currentOrder) return;
    void start(detail.orderId);
  });
  if (orderId) void start(orderId);
  else show('none');

  return () => {
    left = true;
    stopListening();
    retry.removeEventListener('click', onRetry);
    current?.stop();
  };
};

export default paymentForm;
