import { addPrepaidToCart } from '../../../src/api/prepaid';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { basket } from '../../../src/core/stores/basket';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const prepaidAddToCart: Behavior<Props> = (element) => {
  const form = element.querySelector('form');
  if (!form) return () => {};
  let sending = false;

  async function add(event: SubmitEvent) {
    event.preventDefault();
    if (sending) return;
    const fields = new FormData(form as HTMLFormElement);
    const quantity = String(fields.get('Quantity') ?? '').trim();
    const quantityInput = form?.querySelector<HTMLInputElement>('[name="Quantity"]');
    // spec 001 §5, §8: no quantity, no request; the growl Sales.QuantityIsMandatory.
    // (A number input holding letters reads as empty too.)
    if (!quantity) {
      dialogs.toast({ kind: 'error', message: 'Sales.QuantityIsMandatory' });
      quantityInput?.focus();
      return;
    }
    const account = String(fields.get('PrepaidAccountId') ?? '');
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    sending = true;
    button?.setAttribute('aria-busy', 'true');
    try {
      const answer = await addPrepaidToCart(Number(quantity), account ? Number(account) : null);
      const { Message, ...summary } = answer;
      basket.set(summary);
      emit('vitrine:basket-changed', {});
      dialogs.toast({ kind: 'success', message: Message || 'Sales.PrepaidAdded' });
      if (quantityInput) quantityInput.value = '';
    } catch (error) {
      // The server's sentence for a refusal (an amount out of bounds); ours otherwise.
      const message = failureMessage(error, {
        fallback: 'Sales.PrepaidAddFailed',
        serverMessage: 'client',
      });
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      sending = false;
      button?.removeAttribute('aria-busy');
    }
  }

  const onSubmit = (event: SubmitEvent) => void add(event);
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
};

export default prepaidAddToCart;
