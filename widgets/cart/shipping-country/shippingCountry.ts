import { setCountryPair, setShippingCountry } from '../../../src/api/cartOptions';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit, on } from '../../../src/core/events';
import { navigate } from '../../../src/core/navigation';
import { basket } from '../../../src/core/stores/basket';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const countryId = (select: HTMLSelectElement | null) =>
  Number(select?.selectedOptions[0]?.dataset.countryId);

/** Posts the country, or the pair where the page has the billing country too. */
function post(select: HTMLSelectElement, billingSelect: string | undefined) {
  const billing = billingSelect ? document.getElementById(billingSelect) : null;
  if (billing instanceof HTMLSelectElement)
    return setCountryPair(countryId(select), countryId(billing));
  return setShippingCountry(select.value);
}

const shippingCountry: Behavior<Props> = (element, { billingSelect }) => {
  const select = element.querySelector('select');
  if (!select) throw new Error('shipping-country: no <select> inside');
  for (const button of element.querySelectorAll<HTMLElement>('[data-nojs]')) button.hidden = true;
  let saved = select.value;
  /** spec 001 §4: this page's own change, which refreshes the page itself. */
  let customerInitiated = false;

  const refresh = () => navigate(location.href, { from: select });

  async function change() {
    if (select === null || select.value === saved) return;
    customerInitiated = true;
    select.setAttribute('aria-busy', 'true');
    try {
      basket.set(await post(select, billingSelect));
      saved = select.value;
      emit('vitrine:country-changed', { country: saved, customerInitiated: true });
      refresh();
    } catch (error) {
      select.value = saved;
      const message = failureMessage(error);
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      customerInitiated = false;
      select.removeAttribute('aria-busy');
    }
  }

  const onSubmit = (event: Event) => {
    event.preventDefault();
    void change();
  };
  const onChange = () => void change();
  select.addEventListener('change', onChange);
  element.addEventListener('submit', onSubmit);
  // Another widget or tab changed the country: this page shows the old one's prices.
  const off = on('vitrine:country-changed', ({ detail }) => {
    if (detail.customerInitiated && !detail.remote) return;
    if (customerInitiated) return;
    refresh();
  });
  return () => {
    select.removeEventListener('change', onChange);
    element.removeEventListener('submit', onSubmit);
    off();
  };
};

export default shippingCountry;
