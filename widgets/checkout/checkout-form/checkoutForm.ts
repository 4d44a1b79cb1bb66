import { CHECKOUT_TOTALS_PATH, checkoutTotalsSchema } from '../../../src/api/checkout';
import { orderRefusalSchema, placeOrder } from '../../../src/api/checkoutOrders';
import { getJson } from '../../../src/api/parse';
import { loadChunk } from '../../../src/core/chunks';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { formatMoney } from '../../../src/core/format';
import { HttpError } from '../../../src/core/http';
import { track } from '../../../src/core/tracking';
import type { Behavior } from '../../../src/core/widget';
import { clearDraft, restoreDraft, saveDraft } from './draft';
import { clearInvalid, lockForm, say, setLoading, showInvalid, showServerErrors } from './feedback';
import type { Props } from './index';

type Submitter = HTMLButtonElement | HTMLInputElement;

/** The page's way out, apart so tests can watch it: a hard navigation, never a swap. */
export const navigation = { assign: (url: string) => location.assign(url) };

/** Forms whose `begin_checkout` was sent: once per page view (a new page, a new form). */
const begun = new WeakSet<HTMLFormElement>();

const cents = (amount: number) => Math.round(amount * 100);

/** The forms runtime validates (the chunk the delegate loads too); true when valid. */
async function validate(form: HTMLFormElement, submitter: Submitter | null): Promise<boolean> {
  const runtime = await loadChunk('forms', () => import('../../../src/forms/formsRuntime'));
  return runtime.submit(form, submitter);
}

/** What the summary says is to pay (`data-to-pay`), if it says it. */
function summaryToPay(doc: Document): number | undefined {
  const value = doc.querySelector<HTMLElement>('#checkout-summary[data-to-pay], [data-to-pay]')
    ?.dataset.toPay;
  const amount = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

const checkoutForm: Behavior<Props> = (element, props) => {
  const form = element.closest('form');
  if (!form) {
    console.error('[vitrine] checkout-form: not inside a form', element);
    return () => {};
  }
  const doc = element.ownerDocument;
  const { texts, draftKey, skip } = props;
  const errorsRegion = element.querySelector<HTMLElement>('[data-checkout-errors]');
  const messageRegion = doc.querySelector<HTMLElement>(`[data-checkout-message="${form.id}"]`);
  /** The amount the shopper was last shown: by the page, or by a "total changed" message. */
  let acknowledged = summaryToPay(doc) ?? props.toPay;
  let busy = false;
  let placed = false;

  restoreDraft(form, draftKey, skip);
  if (props.beginCheckout && !begun.has(form)) {
    begun.add(form);
    track('begin_checkout', props.beginCheckout);
  }

  async function totalsUnchanged(): Promise<boolean> {
    const totals = await getJson(checkoutTotalsSchema, CHECKOUT_TOTALS_PATH, { policy: false });
    const shown = summaryToPay(doc);
    if (
      cents(totals.ToPay) === cents(acknowledged) ||
      cents(totals.ToPay) === cents(shown ?? Number.NaN)
    ) {
      acknowledged = totals.ToPay;
      return true;
    }
    acknowledged = totals.ToPay;
    say(messageRegion, texts.totalChanged.replace('{total}', formatMoney(totals.ToPay, 'EUR')));
    emit('vitrine:checkout-changed', { reason: 'payment' });
    return false;
  }

  function refused(error: HttpError): void {
    const refusal = orderRefusalSchema.safeParse(error.response.data);
    const { Errors = {}, Message } = refusal.success ? refusal.data : {};
    const { first, unplaced } = showServerErrors(form as HTMLFormElement, Errors);
    showInvalid(errorsRegion, texts.invalid, [...(Message ? [Message] : []), ...unplaced]);
    (first ?? element).focus();
  }

  function failed(error: unknown): void {
    // "Sending your order…" no longer holds, whatever went wrong.
    say(messageRegion, '');
    if (error instanceof HttpError && error.response.status === 422) {
      refused(error);
      return;
    }
    // A 401 opens the login modal and comes back here; the draft brings the fields back.
    const message = failureMessage(error, { fallback: texts.failed, serverMessage: 'client' });
    if (message) dialogs.toast({ kind: 'error', message });
  }

  async function run(submitter: Submitter | null): Promise<void> {
    clearInvalid(errorsRegion);
    say(messageRegion, '');
    if (!(await validate(form as HTMLFormElement, submitter))) {
      // validateForm focused the first invalid field; the page goes to the top, where it is said.
      const focused = doc.activeElement as HTMLElement | null;
      showInvalid(errorsRegion, texts.invalid);
      focused?.focus();
      return;
    }
    setLoading(form as HTMLFormElement, true);
    say(messageRegion, texts.placing);
    try {
      if (!(await totalsUnchanged())) return;
      saveDraft(form as HTMLFormElement, draftKey, skip);
      const answer = await placeOrder(new FormData(form as HTMLFormElement));
      placed = true;
      clearDraft(draftKey);
      if (answer.PaymentMethod === 'card' && answer.Status !== 'Paid' && answer.ToPay > 0) {
        lockForm(form as HTMLFormElement);
        say(messageRegion, texts.placedCard.replace('{number}', answer.OrderNumber));
        emit('vitrine:order-placed', { orderId: answer.OrderId, paymentMethod: 'card' });
        return;
      }
      navigation.assign(answer.ConfirmationUrl);
    } catch (error) {
      failed(error);
    } finally {
      if (!placed) setLoading(form as HTMLFormElement, false);
    }
  }

  // In the capture phase on window: before the forms delegate (document, capture) holds it.
  const onSubmit = (event: SubmitEvent) => {
    if (event.target !== form) return;
    event.preventDefault();
    if (busy || placed) return; // five clicks, one order
    busy = true;
    void run((event.submitter as Submitter | null) ?? null).finally(() => {
      busy = false;
    });
  };
  const onEdit = (event: Event) => {
    const target = event.target as { form?: HTMLFormElement | null } | null;
    if (!placed && target?.form === form) saveDraft(form, draftKey, skip);
  };
  const view = doc.defaultView ?? window;
  view.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onEdit);
  doc.addEventListener('change', onEdit);
  return () => {
    view.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onEdit);
    doc.removeEventListener('change', onEdit);
  };
};

export default checkoutForm;
