import {
  type AddressChoice,
  postAddressChoice,
  postGuestFields,
} from '../../../src/api/checkoutAddresses';
import { dialogs } from '../../../src/core/dialogs';
import { classifyFailure, failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { followCountry } from './postalRule';

/** The choices posted at once (spec 001 §3 names). */
const CHOICES = [
  'ExistingBillingAddressId',
  'ExistingShippingAddressId',
  'SameAddressForShipping',
  'AccountType',
  'CompanyName',
] as const;
type ChoiceName = (typeof CHOICES)[number];

/** What a choice sends: only the field that changed. */
export function choiceOf(input: HTMLInputElement): AddressChoice | undefined {
  switch (input.name as ChoiceName) {
    case 'ExistingBillingAddressId':
      return { ExistingBillingAddressId: Number(input.value) };
    case 'ExistingShippingAddressId':
      return { ExistingShippingAddressId: Number(input.value) };
    case 'SameAddressForShipping':
      return { SameAddressForShipping: input.checked };
    case 'AccountType':
      return { AccountType: input.value === 'company' ? 'company' : 'private' };
    case 'CompanyName':
      return { CompanyName: input.value };
    default:
      return undefined;
  }
}

/** A guest's fields as typed, by name (the section's named controls outside the choices). */
export function guestFieldsOf(root: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    '.checkout-guest input[name], .checkout-guest select[name]',
  )) {
    if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      fields[control.name] = String(control.checked);
    else fields[control.name] = control.value;
  }
  return fields;
}

const ERROR_KEY = 'Checkout.AnErrorHasOccured';

const addressPicker: Behavior<Props> = (element, { postalCodes, sectionUrl }, context) => {
  /** The last saved value of each choice, put back when a post fails. */
  const saved = new Map<string, string>();
  const remember = () => {
    for (const input of element.querySelectorAll<HTMLInputElement>('input[name]')) {
      if (input.type === 'radio' && input.checked) saved.set(input.name, input.value);
      if (input.type === 'checkbox') saved.set(input.name, String(input.checked));
    }
  };
  remember();
  let shippingCountry: string | null | undefined;

  const announce = (text: string | undefined) => {
    const status = element.querySelector('[data-address-status]');
    if (status && text) status.textContent = text;
  };

  function putBack(input: HTMLInputElement) {
    const before = saved.get(input.name);
    if (input.type === 'checkbox') input.checked = before === 'true';
    else if (input.type === 'radio')
      for (const radio of element.querySelectorAll<HTMLInputElement>(`input[name="${input.name}"]`))
        radio.checked = radio.value === before;
  }

  const fail = (error: unknown) => {
    const message = failureMessage(error, { fallback: ERROR_KEY });
    if (message) dialogs.toast({ kind: 'error', message });
  };

  async function choose(input: HTMLInputElement) {
    const choice = choiceOf(input);
    if (!choice) return;
    try {
      const answer = await postAddressChoice(choice);
      remember();
      shippingCountry = answer.ShippingCountryCode;
      if (input.name !== 'CompanyName') {
        announce(element.dataset.chosenText);
        emit('vitrine:checkout-changed', {
          reason: input.name === 'AccountType' ? 'vat' : 'address',
        });
      }
    } catch (error) {
      putBack(input);
      fail(error);
    }
  }

  async function guestChanged() {
    try {
      const answer = await postGuestFields(guestFieldsOf(element));
      if (answer.ShippingCountryCode !== shippingCountry) {
        shippingCountry = answer.ShippingCountryCode;
        emit('vitrine:checkout-changed', { reason: 'address' });
      }
    } catch (error) {
      // What was typed stays in the fields and is posted with the checkout form.
      fail(error);
    }
  }

  /** After a save in the modal: the section again, the saved address chosen and focused. */
  async function reload(id: number) {
    try {
      await replaceContent(element, await fetchFragment(sectionUrl));
    } catch (error) {
      // A 401 opens the login modal (spec 000 §8); otherwise the page loads again, saved
      // address included.
      if (classifyFailure(error).kind === 'login') failureMessage(error);
      else navigate(location.href);
      return;
    }
    remember();
    const chosen =
      element.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]:checked`) ??
      element.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    chosen?.focus();
    announce(element.dataset.savedText);
    emit('vitrine:checkout-changed', { reason: 'address' });
  }

  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement && target.dataset.postalCodeInput)
      followCountry(target, postalCodes);
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (target.closest('.checkout-guest')) void guestChanged();
    else if (target instanceof HTMLInputElement && !target.closest('.vat-check'))
      void choose(target);
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
      'a[data-address-dialog], a[data-login-link]',
    );
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (link.dataset.loginLink !== undefined) {
      dialogs.login(location.pathname + location.search);
      return;
    }
    void import('./openAddressDialog').then(({ openAddressDialog }) =>
      openAddressDialog({
        url: link.href,
        titleKey:
          link.dataset.addressDialog === 'edit'
            ? 'Checkout.EditAddressTitle'
            : 'Checkout.AddAddressTitle',
        opener: link,
        context,
        onSaved: (id) => void reload(id),
      }),
    );
  };

  element.addEventListener('change', onChange);
  element.addEventListener('click', onClick);
  return () => {
    element.removeEventListener('change', onChange);
    element.removeEventListener('click', onClick);
  };
};

export default addressPicker;
