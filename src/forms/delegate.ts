/**
 * The entry-side half of the forms (issue 3 §2): a few capturing listeners on document that
 * load the validation and ajax chunk (formsRuntime.ts) the first time a form needs it. Listening on
 * document is why forms that arrive later (page swap, fragment, modal) validate with no call.
 * It stays tiny on purpose: no zod, no HTTP client, no i18next here, only a dynamic import.
 *
 * Contract with the page shell and other submit listeners:
 * - A submit of a form that validates (`[data-val="true"]` fields) or is `data-ajax="true"` is
 *   held back in the capture phase (`preventDefault`), so bubbling listeners that check
 *   `event.defaultPrevented` leave it alone.
 * - Ajax forms never come back: they are sent by the chunk.
 * - Any other held form, once valid, is submitted again with `form.requestSubmit(submitter)`
 *   (submitter, formaction, formmethod… preserved). During that second submit event the form
 *   carries `data-val-passed` (also `wasValidated(form)`); it is not held back, so the shell may
 *   intercept it like any submit, and the browser submits natively otherwise. The attribute is
 *   removed as soon as the event has been dispatched: read it synchronously in the listener.
 * - A submit whose button has `formnovalidate` or class `cancel` is never held back.
 */
import { loadChunk } from '../core/chunks';

type Submitter = HTMLButtonElement | HTMLInputElement;

export const PASSED_ATTRIBUTE = 'data-val-passed';

const runtime = () => loadChunk('forms', () => import('./formsRuntime'));
const passing = new WeakSet<HTMLFormElement>();
const held = new WeakSet<HTMLFormElement>();
const submitted = new WeakSet<HTMLFormElement>();
const clicked = new WeakMap<HTMLFormElement, Submitter>();

const isAjax = (element: Element) => element.getAttribute('data-ajax') === 'true';
const validates = (form: HTMLFormElement) =>
  Array.from(form.elements).some((element) => element.getAttribute('data-val') === 'true');
const skips = (submitter: Element | null | undefined) =>
  !!submitter &&
  (submitter.hasAttribute('formnovalidate') || submitter.classList.contains('cancel'));

/** True while the submit event of a form that passed validation is being dispatched. */
export const wasValidated = (form: HTMLFormElement): boolean => form.hasAttribute(PASSED_ATTRIBUTE);

function submitAgain(form: HTMLFormElement, submitter: Submitter | null): void {
  passing.add(form);
  form.setAttribute(PASSED_ATTRIBUTE, '');
  try {
    // requestSubmit throws for a submitter that has left the form meanwhile.
    form.requestSubmit(submitter?.form === form ? submitter : null);
  } finally {
    passing.delete(form);
    form.removeAttribute(PASSED_ATTRIBUTE);
  }
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || passing.has(form) || event.defaultPrevented) return;
  const ajax = isAjax(form);
  const submitter = (event.submitter ?? clicked.get(form) ?? null) as Submitter | null;
  clicked.delete(form);
  if (!ajax && (skips(submitter) || !validates(form))) return;
  event.preventDefault();
  if (held.has(form)) return; // a second submit while the first is validated or sent
  held.add(form);
  submitted.add(form);
  runtime()
    .then(
      (forms) => forms.submit(form, submitter),
      (error: unknown) => {
        // Without the chunk the form goes as if there were no script: the server validates.
        console.error('[vitrine] forms chunk failed; submitting without client validation', error);
        return true;
      },
    )
    .then((proceed) => {
      held.delete(form);
      if (proceed) submitAgain(form, submitter);
    });
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  // Remembered for browsers whose SubmitEvent has no submitter.
  const button = target?.closest<Submitter>('button, input[type="submit"], input[type="image"]');
  if (button?.form && (button.type === 'submit' || button.type === 'image')) {
    clicked.set(button.form, button);
  }
  const link = target?.closest<HTMLAnchorElement>('a[data-ajax="true"]');
  // A modified click (new tab, new window) keeps the browser's meaning.
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  runtime().then(
    (forms) => forms.follow(link),
    (error: unknown) => {
      // Without the chunk the link goes as if there were no script.
      console.error('[vitrine] forms chunk failed; following the link', error);
      location.assign(link.href);
    },
  );
}

/**
 * Field events worth the chunk: once the form was submitted or shows an error, every change;
 * before that, only leaving a filled-in validated field (no message on untouched fields).
 */
function onField(event: Event): void {
  const field = event.target;
  const isField =
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement;
  const form = isField ? field.form : null;
  if (!isField || !form) return;
  const choice = field.type === 'checkbox' || field.type === 'radio' || field.tagName === 'SELECT';
  // Text fields follow input and focusout; choices follow change (they fire input too).
  if ((event.type === 'change') !== choice) return;
  const watched = submitted.has(form) || form.querySelector('.input-validation-error') !== null;
  const leftFilled =
    event.type === 'focusout' && field.getAttribute('data-val') === 'true' && field.value !== '';
  if (!watched && !leftFilled) return;
  runtime()
    .then((forms) => forms.revalidate(field, event.type))
    .catch((error: unknown) => console.warn('[vitrine] field validation unavailable', error));
}

/** Installs the listeners on `doc`; returns the function that removes them. */
export function installForms(doc: Document): () => void {
  const listeners: [string, (event: never) => void][] = [
    ['submit', onSubmit],
    ['click', onClick],
    ['focusout', onField],
    ['input', onField],
    ['change', onField],
  ];
  for (const [type, listener] of listeners)
    doc.addEventListener(type, listener as EventListener, true);
  return () => {
    for (const [type, listener] of listeners) {
      doc.removeEventListener(type, listener as EventListener, true);
    }
  };
}
