/**
 * The postal code follows its country (issue 12; our rules, docs/endpoints.md): a country
 * `<select data-postal-code-input="id">` changes the postal input's unobtrusive regex, its
 * `inputmode` (digits only: numeric keypad) and the example in its hint.
 */
const NUMERIC = /^(?:\\d\{\d+\})$/;

/** `numeric` when the country's codes are digits only (BE, FR…), `text` otherwise (NL, PT). */
export const inputModeFor = (pattern: string | undefined): 'numeric' | 'text' =>
  pattern && NUMERIC.test(pattern) ? 'numeric' : 'text';

export function followCountry(select: HTMLSelectElement, patterns: Record<string, string>): void {
  const input = document.getElementById(select.dataset.postalCodeInput ?? '');
  if (!(input instanceof HTMLInputElement)) return;
  const option = select.selectedOptions[0];
  const pattern = patterns[option?.dataset.countryCode ?? ''];
  if (pattern) input.setAttribute('data-val-regex-pattern', pattern);
  else input.removeAttribute('data-val-regex-pattern');
  input.setAttribute('inputmode', inputModeFor(pattern));
  const hint = document.getElementById(`${input.id}-hint`);
  const before = hint?.dataset.example;
  const example = option?.dataset.postalExample;
  if (hint && before && example) {
    hint.textContent = (hint.textContent ?? '').replace(before, example);
    hint.dataset.example = example;
  }
}
