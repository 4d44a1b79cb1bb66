/**
 * Ajax forms and links (`data-ajax="true"`, jquery-unobtrusive-ajax semantics, see
 * anchors/cms-conventions.md): confirm, begin, loading, request, update, callbacks, history.
 *
 * Callbacks get what jQuery gave them, minus the jqXHR: `begin(request)` (false cancels),
 * `success(html, 'success', response)`, `failure(response, 'error', error)`,
 * `complete(response, status)`, always with the form or link as `this`; `response` is
 * `{ status, statusText, responseText, contentType }`.
 *
 * History (spec 000 §7, "history gets the form action"): after a GET form has updated its
 * target, the address bar shows the request's URL (action plus fields), so reload and sharing
 * show the same list; `data-ajax-history="false"` opts out. POST forms (a reload cannot repeat
 * them) and links (their href is often a fragment endpoint) push only with
 * `data-ajax-history="true"`. Nothing is pushed without an update target.
 */
import { dialogs } from '../core/dialogs';
import { failureMessage } from '../core/errorPolicy';
import { pushEntry } from '../core/history';
import { type HttpAnswer, HttpError, send } from '../core/http';
import { type AjaxRequest, formRequest, linkRequest, type Submitter } from './ajaxRequest';
import { call, callbackOf } from './callbacks';
import { insert, modeOf, selectAll, showLoading } from './update';
import { validateForm } from './validate';

interface Answer {
  status: number;
  statusText: string;
  responseText: string;
  contentType: string;
}

const inFlight = new WeakSet<Element>();

/** A button with class `cancel` or `formnovalidate` sends without validation (MVC convention). */
export const skipsValidation = (submitter: Element | null): boolean =>
  !!submitter &&
  (submitter.hasAttribute('formnovalidate') || submitter.classList.contains('cancel'));

function markBusy(element: Element): () => void {
  const control = element instanceof HTMLButtonElement || element instanceof HTMLInputElement;
  const wasDisabled = control && element.disabled;
  element.setAttribute('aria-busy', 'true');
  if (control) element.disabled = true;
  return () => {
    element.removeAttribute('aria-busy');
    if (control) element.disabled = wasDisabled;
  };
}

function historyWanted(element: Element, sent: AjaxRequest): boolean {
  const wish = element.getAttribute('data-ajax-history');
  if (wish === 'true' || wish === 'false') return wish === 'true';
  return element instanceof HTMLFormElement && sent.method === 'GET';
}

/** What callbacks get: status, status text, body text and content type. */
const answerOf = (response: HttpAnswer<unknown>): Answer => ({
  status: response.status,
  statusText: response.statusText,
  responseText: typeof response.data === 'string' ? response.data : '',
  contentType: response.headers.get('Content-Type') ?? '',
});

function failedAnswer(error: unknown): Answer {
  if (error instanceof HttpError) return answerOf(error.response);
  return { status: 0, statusText: '', responseText: '', contentType: '' };
}

/** Puts the answer into the data-ajax-update targets and, when wanted, into history. */
async function update(element: Element, sent: AjaxRequest, answer: Answer): Promise<void> {
  const selector = element.getAttribute('data-ajax-update');
  // A script answer is not inserted (and, unlike jQuery, never run: no eval).
  if (!selector || /application\/x-javascript/i.test(answer.contentType)) return;
  const targets = selectAll(document, selector, 'data-ajax-update');
  await insert(targets, answer.responseText, modeOf(element));
  // Through core/history: the entry gets the page shell's state, so going back and forth
  // through it is a page visit of the shell.
  if (historyWanted(element, sent) && sent.pageUrl !== location.href) pushEntry(sent.pageUrl);
}

async function exchange(element: Element, sent: AjaxRequest, busy: Element): Promise<void> {
  if (new URL(sent.url).origin !== location.origin) {
    // The anti-forgery token and the inserted HTML are for this site only (docs/architecture.md §5).
    console.error(`[vitrine] ajax request to another origin refused: ${sent.url}`);
    return;
  }
  const question = element.getAttribute('data-ajax-confirm');
  if (question && !(await dialogs.confirm({ message: question }))) return;
  if (call(element, 'data-ajax-begin', sent)?.returned === false) return;
  const handlesFailure = callbackOf(element, 'data-ajax-failure') !== undefined;
  const hideLoading = showLoading(element);
  const restore = markBusy(busy);
  const done = () => {
    hideLoading();
    restore();
  };
  let answer: Answer;
  try {
    answer = answerOf(
      await send<string>(sent.url, {
        method: sent.method,
        data: sent.body,
        headers: sent.headers,
        responseType: 'text',
        policy: !handlesFailure,
      }),
    );
  } catch (error) {
    done();
    const failed = failedAnswer(error);
    // Without a failure callback, request() has applied the core policy (401 login, modal…).
    // With one, the page says the failure, but a 401 still opens the login modal (spec 000 §8:
    // the policy is the page's whole, as jQuery's global ajaxError was).
    if (handlesFailure) {
      failureMessage(error);
      call(element, 'data-ajax-failure', failed, 'error', error);
    }
    call(element, 'data-ajax-complete', failed, 'error');
    return;
  }
  try {
    await update(element, sent, answer);
    call(element, 'data-ajax-success', answer.responseText, 'success', answer);
  } finally {
    done();
  }
  call(element, 'data-ajax-complete', answer, 'success');
}

/** Validates (unless the submitter skips it) and sends an ajax form; a second submit in flight is ignored. */
export async function submitAjax(
  form: HTMLFormElement,
  submitter: Submitter | null = null,
): Promise<void> {
  if (inFlight.has(form)) return;
  inFlight.add(form);
  try {
    if (!skipsValidation(submitter) && !(await validateForm(form))) return;
    await exchange(form, formRequest(form, submitter), submitter ?? form);
  } finally {
    inFlight.delete(form);
  }
}

/** Follows an ajax link; a second click in flight is ignored. */
export async function followAjaxLink(link: HTMLAnchorElement): Promise<void> {
  if (inFlight.has(link)) return;
  inFlight.add(link);
  try {
    await exchange(link, linkRequest(link), link);
  } finally {
    inFlight.delete(link);
  }
}
