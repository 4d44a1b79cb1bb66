/**
 * The demo provider's card form (issue 12), an ES module served per culture with its texts:
 * holder, number, expiry, CVC, each labelled, with its `autocomplete` cc-* token and numeric
 * keyboard; errors tied to their field and announced; one payment per session however many
 * clicks (the button is disabled while the payment is sent, the server keeps the first).
 */
import { jsonForScript } from '../../shared/html';
import type { Translate } from '../../shared/t';

const KEYS = {
  holder: 'DemoPayHolder',
  number: 'DemoPayNumber',
  expiry: 'DemoPayExpiry',
  cvc: 'DemoPayCvc',
  submit: 'DemoPaySubmit',
  required: 'DemoPayRequired',
  badNumber: 'DemoPayInvalidNumber',
  badExpiry: 'DemoPayInvalidExpiry',
  badCvc: 'DemoPayInvalidCvc',
  fix: 'DemoPayFixErrors',
  processing: 'DemoPayProcessing',
};

export function formModule(t: Translate): string {
  const texts = Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, t(`Checkout.${key}`)]),
  );
  return `const T = ${jsonForScript(texts)};
const dir = new URL('.', import.meta.url).pathname;
let count = 0;
const digits = (value) => value.replace(/\\D/g, '');
const FIELDS = [
  ['holder', 'cc-name', 'text', ''],
  ['number', 'cc-number', 'numeric', '1234 1234 1234 1234'],
  ['expiry', 'cc-exp', 'numeric', 'MM/YY'],
  ['cvc', 'cc-csc', 'numeric', '123'],
];
function problem(name, value) {
  if (!value.trim()) return T.required;
  if (name === 'number' && !/^\\d{12,19}$/.test(digits(value))) return T.badNumber;
  if (name === 'cvc' && !/^\\d{3,4}$/.test(value.trim())) return T.badCvc;
  if (name === 'expiry') {
    const match = /^(\\d{2})\\s*\\/?\\s*(\\d{2})$/.exec(value.trim());
    if (!match || +match[1] < 1 || +match[1] > 12) return T.badExpiry;
    const end = new Date(2000 + +match[2], +match[1], 1);
    if (end <= new Date()) return T.badExpiry;
  }
  return '';
}
export function mount(element, session, callbacks, options) {
  const n = ++count;
  const form = document.createElement('form');
  form.className = 'demopay';
  form.noValidate = true;
  const inputs = {};
  for (const [name, token, mode, placeholder] of FIELDS) {
    const box = document.createElement('div');
    box.className = 'demopay__field demopay__field--' + name;
    const label = document.createElement('label');
    label.htmlFor = 'demopay-' + n + '-' + name;
    label.textContent = T[name];
    const input = document.createElement('input');
    input.id = label.htmlFor;
    input.name = name;
    input.autocomplete = token;
    input.inputMode = mode;
    input.required = true;
    if (placeholder) input.placeholder = placeholder;
    const error = document.createElement('p');
    error.className = 'demopay__error';
    error.id = input.id + '-error';
    input.setAttribute('aria-describedby', error.id);
    box.append(label, input, error);
    form.append(box);
    inputs[name] = { input, error };
  }
  const summary = document.createElement('p');
  summary.className = 'demopay__summary';
  summary.setAttribute('role', 'alert');
  const button = document.createElement('button');
  button.type = 'submit';
  button.className = 'button button--primary demopay__submit';
  button.textContent = T.submit;
  form.append(summary, button);
  let sending = false;
  let gone = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    let first;
    for (const [name, { input, error }] of Object.entries(inputs)) {
      const text = problem(name, input.value);
      error.textContent = text;
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (text && !first) first = input;
    }
    if (first) {
      summary.textContent = T.fix;
      first.focus();
      return;
    }
    sending = true;
    button.disabled = true;
    summary.textContent = T.processing;
    fetch(dir + 'sessions/' + encodeURIComponent(session.id) + '/payments', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sessionData: session.sessionData,
        holder: inputs.holder.input.value,
        number: digits(inputs.number.input.value),
        expiry: inputs.expiry.input.value,
        cvc: inputs.cvc.input.value,
        returnUrl: options.returnUrl,
      }),
    })
      .then((answer) => {
        if (!answer.ok) throw new Error('demopay payment: HTTP ' + answer.status);
        return answer.json();
      })
      .then((answer) => {
        if (gone) return;
        if (answer.resultCode === 'Authorised') callbacks.completed();
        else if (answer.resultCode === 'Refused') callbacks.failed();
        else if (answer.resultCode === 'RedirectShopper' && answer.url) callbacks.redirect(answer.url);
        else throw new Error('demopay payment: ' + answer.resultCode);
      })
      .catch((error) => {
        if (gone) return;
        sending = false;
        button.disabled = false;
        summary.textContent = '';
        callbacks.error(error);
      });
  });
  element.append(form);
  return () => {
    gone = true;
    form.remove();
  };
}
`;
}
