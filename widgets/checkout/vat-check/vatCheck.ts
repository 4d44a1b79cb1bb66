import { checkVat } from '../../../src/api/checkoutAddresses';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { shouldReload, stateOf, type VatState } from './vatReload';

/** The billing country: the chosen billing address's, or the guest's `BillingCountry`. */
export function billingCountryId(root: ParentNode): number {
  const chosen = root.querySelector<HTMLInputElement>(
    'input[name="ExistingBillingAddressId"]:checked',
  );
  if (chosen) return Number(chosen.dataset.countryId);
  const select = root.querySelector<HTMLSelectElement>('select[name="BillingCountry"]');
  return Number(select?.value);
}

const vatCheck: Behavior<Props> = (element, props) => {
  const input = element.querySelector<HTMLInputElement>('input[name="BillingVAT"]');
  const status = element.querySelector<HTMLElement>('[data-vat-status]');
  if (!input || !status) throw new Error('vat-check: no BillingVAT field or status inside');
  let state: VatState = stateOf(props.state);
  let checked = input.value.trim();

  const say = (text: string, kind: string) => {
    status.textContent = text;
    status.className = `vat-check__status vat-check__status--${kind}`;
  };

  async function check() {
    const vat = input?.value.trim() ?? '';
    // spec 001 §5: checked only when the field is non-empty.
    if (!vat || vat === checked) return;
    say(element.dataset.checkingText ?? '', 'checking');
    try {
      const answer = await checkVat(
        billingCountryId(input?.form ?? document),
        vat,
        props.customerId,
      );
      checked = vat;
      const valid = answer.IsVATValidWebService;
      const text =
        valid === true
          ? (element.dataset.validText ?? '')
          : (answer.ErrorMessage ?? element.dataset.unavailableText ?? '');
      say(text, String(valid));
      const reload = shouldReload(state, valid);
      state = valid;
      emit('vitrine:checkout-changed', { reason: 'vat' });
      if (reload) navigate(location.href, { from: input as HTMLInputElement });
    } catch (error) {
      const message = failureMessage(error, { fallback: 'Checkout.AnErrorHasOccured' });
      say(message ? (element.dataset.failedText ?? '') : '', 'failed');
    }
  }

  const onChange = () => void check();
  input.addEventListener('change', onChange);
  return () => input.removeEventListener('change', onChange);
};

export default vatCheck;
