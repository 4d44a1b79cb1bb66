/**
 * The address form in a modal (spec 001 §2, §3, §8): the form of the link's href, validated
 * by the unobtrusive rules (the forms runtime holds the submit until they pass), then posted.
 * Saved: the dialog closes with the address's Id. 422: the server's messages on their fields,
 * focus on the first. 401: the login modal. Anything else (500, network, malformed answer):
 * the growl "An error has occured" and the form stays as typed.
 */
import { useEffect, useRef, useState } from 'react';
import { addressErrorsSchema, saveAddressForm } from '../../../src/api/checkoutAddresses';
import { dialogs } from '../../../src/core/dialogs';
import { classifyFailure } from '../../../src/core/errorPolicy';
import { clearContent, fetchFragment, replaceContent } from '../../../src/core/fragment';
import { HttpError } from '../../../src/core/http';
import { useTranslation } from '../../../src/core/react/translation';
import { wasValidated } from '../../../src/forms/delegate';
import { Modal } from '../../../src/ui/Modal';
import { showFieldErrors } from './fieldErrors';

interface Props {
  url: string;
  titleKey: string;
  onClose: (savedId?: number) => void;
}

const ERROR_KEY = 'Checkout.AnErrorHasOccured';

function growl() {
  dialogs.toast({ kind: 'error', message: ERROR_KEY });
}

/** What a failed save means: 422 marks the fields; 401 opens the login modal; else the growl. */
function saveFailed(form: HTMLFormElement, error: unknown) {
  if (error instanceof HttpError && error.response.status === 422) {
    const parsed = addressErrorsSchema.safeParse(error.response.data);
    if (parsed.success) {
      showFieldErrors(form, parsed.data.Errors);
      return;
    }
  }
  const failure = classifyFailure(error);
  if (failure.kind === 'login') dialogs.login(location.pathname + location.search);
  else if (failure.kind === 'message') growl();
}

/** The first control Tab would reach: in a radio group, its checked radio. */
export function firstControl(root: HTMLElement): HTMLElement | null {
  const first = root.querySelector<HTMLInputElement | HTMLSelectElement>(
    'input:not([type="hidden"]), select',
  );
  if (first instanceof HTMLInputElement && first.type === 'radio')
    return (
      root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(first.name)}"]:checked`) ??
      first
    );
  return first;
}

export function AddressDialog({ url, titleKey, onClose }: Props) {
  const { t } = useTranslation();
  // react-modal renders its content after mounting: the body is known once its ref is set.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const busy = useRef(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!element) return;
    let active = true;
    fetchFragment(url, { policy: false })
      .then(async (html) => {
        if (!active) return;
        await replaceContent(element, html);
        setState('ready');
        firstControl(element)?.focus();
      })
      .catch((error: unknown) => {
        if (!active) return;
        const failure = classifyFailure(error);
        if (failure.kind === 'login') dialogs.login(location.pathname + location.search);
        else if (failure.kind === 'message') growl();
        close.current();
      });
    return () => {
      active = false;
      clearContent(element);
    };
  }, [url, element]);

  useEffect(() => {
    if (!element) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-address-form')) return;
      // The forms runtime holds a submit back until the rules pass, then submits again.
      if (!wasValidated(form) || event.defaultPrevented) return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      form.setAttribute('aria-busy', 'true');
      saveAddressForm(form.action, new FormData(form))
        .then((saved) => close.current(saved.Id))
        .catch((error: unknown) => saveFailed(form, error))
        .finally(() => {
          busy.current = false;
          form.removeAttribute('aria-busy');
        });
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('[data-address-form-cancel]')) {
        event.preventDefault();
        close.current();
      }
    };
    element.addEventListener('submit', onSubmit);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('submit', onSubmit);
      element.removeEventListener('click', onClick);
    };
  }, [element]);

  return (
    <Modal title={t(titleKey)} onClose={() => close.current()} className="address-dialog">
      {state === 'loading' ? <p role="status">{t('Core.Loading')}</p> : null}
      <div ref={setElement} aria-busy={state === 'loading'} />
    </Modal>
  );
}
