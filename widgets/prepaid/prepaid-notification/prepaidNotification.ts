import { setPrepaidNotification } from '../../../src/api/prepaid';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const prepaidNotification: Behavior<Props> = (element, props) => {
  const box = element.querySelector<HTMLInputElement>('input[type="checkbox"][name="IsActivated"]');
  const save = element.querySelector<HTMLButtonElement>('button[type="submit"]');
  const form = element.querySelector('form');
  if (!box) return () => {};
  // Saved as it changes: the Save button is for the page without script.
  if (save) save.hidden = true;
  let saved = props.isActivated;
  let latest = 0;

  async function send(wanted: boolean) {
    const ticket = ++latest;
    element.setAttribute('aria-busy', 'true');
    try {
      const answer = await setPrepaidNotification(props.prepaidAccountId, wanted);
      if (ticket !== latest) return;
      saved = answer.IsActivated;
      (box as HTMLInputElement).checked = saved;
      const fallback = saved ? 'Sales.PrepaidNotificationOn' : 'Sales.PrepaidNotificationOff';
      dialogs.toast({ kind: 'success', message: answer.Message || fallback });
    } catch (error) {
      if (ticket !== latest) return;
      // Nothing shown unsaved: the box says again what the server has.
      (box as HTMLInputElement).checked = saved;
      const message = failureMessage(error, {
        fallback: 'Sales.PrepaidNotificationNotSaved',
        serverMessage: 'none',
        network: 'Sales.PrepaidNotificationNotSaved',
      });
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      if (ticket === latest) element.removeAttribute('aria-busy');
    }
  }

  const onChange = () => void send(box.checked);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    void send(box.checked);
  };
  box.addEventListener('change', onChange);
  form?.addEventListener('submit', onSubmit);
  // A change made before this mounted (data-hydrate="interaction") is saved at once.
  if (box.checked !== saved) void send(box.checked);
  return () => {
    box.removeEventListener('change', onChange);
    form?.removeEventListener('submit', onSubmit);
    if (save) save.hidden = false;
  };
};

export default prepaidNotification;
