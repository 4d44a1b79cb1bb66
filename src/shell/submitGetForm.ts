/**
 * GET forms (issue 3 §1): a search or a filter form of the page becomes a visit to its action
 * with the fields as query, unless it is an ajax form, opted out with data-no-ajax, posts, or
 * targets another window. The submit button may override method, action and target.
 */
import { pageSettings } from '../core/settings';
import { shellUrl } from './links';
import { startVisit } from './startVisit';

export function submitGetForm(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  if (form.dataset.ajax === 'true' || form.closest('[data-no-ajax]')) return;
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  const method = (
    submitter?.getAttribute('formmethod') ??
    form.getAttribute('method') ??
    'get'
  ).toLowerCase();
  const target = submitter?.getAttribute('formtarget') ?? form.target;
  if (method !== 'get' || (target && target !== '_self')) return;
  const action =
    submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? location.href;
  const url = shellUrl(action, pageSettings(), new URL(location.href));
  if (!url) return;
  const data = new FormData(form, submitter);
  url.search = new URLSearchParams(Array.from(data, ([k, v]) => [k, String(v)])).toString();
  event.preventDefault();
  void startVisit(url, { mode: 'push' });
}
