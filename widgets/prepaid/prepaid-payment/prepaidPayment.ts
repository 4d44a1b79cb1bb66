import { payOrderFromPrepaid } from '../../../src/api/prepaid';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const prepaidPayment: Behavior<Props> = (element, props) => {
  const form = element.querySelector('form');
  if (!form) return () => {};
  let sending = false;

  async function pay(event: SubmitEvent) {
    event.preventDefault();
    if (sending) return;
    const chosen = form?.querySelector<HTMLInputElement>('input[name="PrepaidAccountId"]:checked');
    if (!chosen) {
      dialogs.toast({ kind: 'error', message: 'Sales.PrepaidChooseAccount' });
      return;
    }
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    sending = true;
    button?.setAttribute('aria-busy', 'true');
    try {
      const answer = await payOrderFromPrepaid(props.orderId, Number(chosen.value));
      dialogs.toast({ kind: 'success', message: answer.Message || 'Core.Success' });
      navigate(answer.OrderUrl);
    } catch (error) {
      const message = failureMessage(error, {
        fallback: 'Sales.PrepaidPayFailed',
        serverMessage: 'client',
      });
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      sending = false;
      button?.removeAttribute('aria-busy');
    }
  }

  const onSubmit = (event: SubmitEvent) => void pay(event);
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
};

export default prepaidPayment;
