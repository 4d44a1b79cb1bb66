/**
 * What an ajax form or link sends, with the semantics of jquery-unobtrusive-ajax
 * (anchors/cms-conventions.md): the address is data-ajax-url, else the clicked button's
 * formaction, else the form's action (a link's href); the method is data-ajax-method, else the
 * form's; the body is the form's fields plus the clicked button's name/value plus the field
 * `X-Requested-With=XMLHttpRequest`.
 */
export interface AjaxRequest {
  /** Where the request goes; for GET it carries the fields. */
  url: string;
  /** What the address bar may show: `url` without our X-Requested-With field. */
  pageUrl: string;
  method: string;
  body: URLSearchParams | FormData | undefined;
  headers: Record<string, string>;
}

export type Submitter = HTMLButtonElement | HTMLInputElement;

const absolute = (url: string, doc: Document) => new URL(url, doc.baseURI).href;

function fieldsOf(form: HTMLFormElement | undefined, submitter: Submitter | null): FormData {
  const data = form ? new FormData(form) : new FormData();
  if (submitter?.name) {
    // An image button posts where it was clicked; we post its origin (the form has no coordinates).
    if (submitter.type === 'image') {
      data.append(`${submitter.name}.x`, '0');
      data.append(`${submitter.name}.y`, '0');
    } else data.append(submitter.name, submitter.value);
  }
  return data;
}

/** GET bodies go into the address: a file goes by its name, as browsers do. */
function toSearch(data: FormData): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of data)
    search.append(name, typeof value === 'string' ? value : value.name);
  return search;
}

function withSearch(url: string, search: URLSearchParams): string {
  const query = search.toString();
  if (!query) return url;
  const [path = '', hash] = url.split('#', 2);
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`;
}

function build(
  element: HTMLFormElement | HTMLAnchorElement,
  address: string,
  requestedMethod: string,
  data: FormData,
  multipart: boolean,
): AjaxRequest {
  const doc = element.ownerDocument;
  const method = requestedMethod.toUpperCase();
  const headers: Record<string, string> = {};
  let sent = method;
  if (method !== 'GET' && method !== 'POST') {
    // Methods other than GET/POST go as POST with an override, as a header (which ASP.NET reads
    // first) and as the field jquery-unobtrusive-ajax sends.
    sent = 'POST';
    headers['X-HTTP-Method-Override'] = method;
    data.append('X-HTTP-Method-Override', method);
  }
  const url = absolute(address, doc);
  if (sent === 'GET') {
    const pageUrl = withSearch(url, toSearch(data));
    data.append('X-Requested-With', 'XMLHttpRequest');
    return {
      url: withSearch(url, toSearch(data)),
      pageUrl,
      method: sent,
      body: undefined,
      headers,
    };
  }
  data.append('X-Requested-With', 'XMLHttpRequest');
  // Multipart only when the form asks for it (files); urlencoded otherwise, as jQuery sends.
  return { url, pageUrl: url, method: sent, body: multipart ? data : toSearch(data), headers };
}

export function formRequest(form: HTMLFormElement, submitter: Submitter | null): AjaxRequest {
  // Attributes rather than formAction/action: resolved the same way, and jsdom lacks formAction.
  const address =
    form.getAttribute('data-ajax-url') ||
    submitter?.getAttribute('formaction') ||
    form.getAttribute('action') ||
    form.ownerDocument.URL;
  const method =
    form.getAttribute('data-ajax-method') ||
    submitter?.getAttribute('formmethod') ||
    form.getAttribute('method') ||
    'GET';
  const multipart =
    (submitter?.getAttribute('formenctype') ?? form.enctype) === 'multipart/form-data';
  return build(form, address, method, fieldsOf(form, submitter), multipart);
}

export function linkRequest(link: HTMLAnchorElement): AjaxRequest {
  const address = link.getAttribute('data-ajax-url') || link.href;
  const method = link.getAttribute('data-ajax-method') || 'GET';
  return build(link, address, method, fieldsOf(undefined, null), false);
}
