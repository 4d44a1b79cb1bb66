import type { SelectOption } from '../../../src/api/selectSearch';

/** Case- and accent-insensitive form of a label or a term: "Liège" is found by "liege". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The select's own options with a value (the empty "choose…" option is no choice). */
export const optionsOf = (select: HTMLSelectElement): SelectOption[] =>
  Array.from(select.options)
    .filter((option) => option.value !== '')
    .map((option) => ({ value: option.value, label: option.text.trim() }));

/** The options whose label holds every word typed, in the select's order. */
export function filterOptions(options: SelectOption[], text: string): SelectOption[] {
  const words = fold(text).split(' ').filter(Boolean);
  return options.filter((option) => {
    const label = fold(option.label);
    return words.every((word) => label.includes(word));
  });
}

/**
 * Puts `option` into the select as its value: a remote option the select does not have yet is
 * added, so the form posts it. Tells the form (change), as a shopper's choice would.
 */
export function chooseInSelect(select: HTMLSelectElement, option: SelectOption | undefined) {
  const value = option?.value ?? '';
  if (option && !Array.from(select.options).some((known) => known.value === value)) {
    select.add(new Option(option.label, option.value));
  }
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The label of the select's chosen option, or '' when nothing is chosen. */
export const chosenLabel = (select: HTMLSelectElement): string =>
  select.value === '' ? '' : (select.selectedOptions[0]?.text.trim() ?? '');
