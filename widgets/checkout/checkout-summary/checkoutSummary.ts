import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { on } from '../../../src/core/events';
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { cultureUrl } from '../../../src/core/paths';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/**
 * Each change reloads the summary once; a newer change aborts the older load, so the last
 * totals win. A failed load keeps the shown totals, marks them stale (no `data-to-pay`, so
 * the submit asks the server again) and says so in a toast.
 */
const checkoutSummary: Behavior<Props> = (element, { url }) => {
  const body = element.querySelector<HTMLElement>('[data-summary]') ?? element;
  const status = element.querySelector<HTMLElement>('[data-summary-status]');
  let loading: AbortController | undefined;

  async function reload() {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    element.setAttribute('aria-busy', 'true');
    try {
      const html = await fetchFragment(cultureUrl(url), { signal: controller.signal });
      const before = element.dataset.toPay;
      await replaceContent(body, html);
      const fresh = body.querySelector<HTMLElement>('[data-to-pay]');
      if (fresh?.dataset.toPay !== undefined) element.dataset.toPay = fresh.dataset.toPay;
      // Said once per new amount: a change that leaves it as it was stays quiet.
      if (status && fresh?.dataset.announce && fresh.dataset.toPay !== before)
        status.textContent = fresh.dataset.announce;
    } catch (error) {
      if (controller.signal.aborted) return;
      delete element.dataset.toPay;
      const message = failureMessage(error, { fallback: 'Checkout.SummaryNotUpdated' });
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      if (loading === controller) {
        loading = undefined;
        element.removeAttribute('aria-busy');
      }
    }
  }

  const offCheckout = on('vitrine:checkout-changed', () => void reload());
  const offBasket = on('vitrine:basket-changed', () => void reload());
  return () => {
    loading?.abort();
    offCheckout();
    offBasket();
  };
};

export default checkoutSummary;
