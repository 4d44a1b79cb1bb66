/**
 * The runtime's calls (strings, the page shell, the login page, ajax forms, remote validation;
 * spec 000 §2, §5, §7, §8), for docs/endpoints.md through src/api/endpoints.ts. Documentation
 * only: nothing in the bundle imports it.
 */
import { type Endpoint, HTML_AS_IS, html, LOGIN, sameFaults, UNKNOWN } from './endpointKit';

const STRINGS_FALLBACK =
  "nothing: the bundle's own words stand in (decision 020), with a console warning";
const IN_DIALOG = 'the dialog says Manager.UnknowsErrors';
const CALLBACK = 'the `data-ajax-failure` function runs; without one,';

export const runtimeEndpoints: Endpoint[] = [
  {
    name: 'UI strings',
    method: 'GET',
    path: 'api/v1/localization/{culture}/stringresources',
    payload: 'none',
    answer: { kind: 'data', text: 'nested dictionary of strings, looked up by dotted key' },
    usedBy: ['every React widget', 'number-stepper'],
    whenMissing: 'a console warning; widgets mount and show the keys themselves',
    faults: {
      // The login modal's own words come from here: a 401 cannot open it.
      ...sameFaults(STRINGS_FALLBACK),
      '401': `${STRINGS_FALLBACK} (no login modal: it would need these very strings)`,
      timeout: `React widgets mount after the wait, with the bundle's own words`,
    },
    source: 'spec 000 §7',
  },
  {
    name: 'Next page (page shell)',
    method: 'GET',
    path: 'any internal link or GET form action',
    payload: 'the link or the form fields',
    answer: html('a whole page; its `[data-page-region]` and `[data-shell-update]` elements'),
    usedBy: ['page shell'],
    whenMissing: 'a page without a region, or an error status, loads as a normal navigation',
    faults: {
      '401': 'the login modal, back to the page asked for; the current page stays',
      '404': "the CMS's not-found page is swapped in, as any page",
      '500': `${UNKNOWN}; the current page stays`,
      network: 'the address loads as a normal navigation (the browser shows its own error)',
      timeout:
        "no time limit (decision 047): the progress bar shows until the page comes, like a browser's own navigation; another click starts another visit",
      malformed: 'a page without a `[data-page-region]` loads as a normal navigation',
    },
    source: 'spec 000 §2, §4, §7',
  },
  {
    name: 'Login page',
    method: 'GET',
    path: '{app}{culture}/security/login?returnUrl={path}',
    payload: 'returnUrl: a same-origin path',
    answer: html('the login form, shown in a dialog of class `login-modal`'),
    usedBy: ['any call answered 401', 'page shell'],
    whenMissing: 'the dialog says Manager.UnknowsErrors',
    faults: {
      ...sameFaults(IN_DIALOG),
      '401': `${IN_DIALOG} (the login modal is the one already open)`,
      malformed: HTML_AS_IS,
    },
    source: 'spec 000 §2, §8',
  },
  {
    name: 'Ajax form or link',
    method: 'POST',
    path: 'the form action or `data-ajax-url`',
    payload: 'the form fields (`data-ajax-method` picks the method)',
    answer: html('content for `data-ajax-update` (replace, before, after)'),
    usedBy: ['forms delegate'],
    whenMissing: 'the `data-ajax-failure` function, else the generic error dialog',
    faults: {
      '401': `${LOGIN}, whether or not the element has a \`data-ajax-failure\` function (which runs too)`,
      '404': `${CALLBACK} nothing shown (logged)`,
      '500': `${CALLBACK} ${UNKNOWN}`,
      network: `${CALLBACK} nothing shown (a console warning)`,
      timeout: `${CALLBACK} ${UNKNOWN}`,
      malformed: HTML_AS_IS,
    },
    source: 'spec 000 §7',
  },
  {
    name: 'Remote validation',
    method: 'GET',
    path: '`data-val-remote-url` (demo: api/v1/demo/username-available)',
    payload: 'the field and its `data-val-remote-additionalfields`',
    answer: { kind: 'data', text: '`true`, or `false` / a message string when invalid' },
    usedBy: ['forms delegate'],
    whenMissing: 'the value counts as valid: the server checks it again on submit',
    faults: {
      ...sameFaults(
        'the value counts as valid (a console warning); the server checks it on submit',
      ),
      malformed:
        'neither `true` nor a message (a page, JSON): the field says its own `data-val-remote` message',
    },
    source: 'spec 000 §5',
  },
];
