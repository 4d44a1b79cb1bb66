/**
 * How the validation reads a form: which fields take part, what a field's value is, and how
 * the `*.Name` references of the data-val-* parameters resolve. Mirrors
 * jquery.validate.unobtrusive so that server-rendered ASP.NET forms behave as they always did.
 */
export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export const isCheckbox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'checkbox';

/** Hidden the way jQuery's `:hidden` means it: type hidden, a hidden ancestor, display none. */
function isHidden(field: Field): boolean {
  if (field.type === 'hidden' || field.closest('[hidden]')) return true;
  // checkVisibility() is missing in older browsers (and jsdom): then only the checks above count.
  return 'checkVisibility' in field && typeof field.checkVisibility === 'function'
    ? !field.checkVisibility()
    : false;
}

/**
 * Fields that validate: `data-val="true"`, enabled, and visible unless `data-val-always` asks
 * for a hidden one (ASP.NET ignores hidden fields by default; a widget that keeps its value in
 * a hidden input opts in).
 */
export function isValidated(field: Field): boolean {
  if (field.getAttribute('data-val') !== 'true' || field.disabled) return false;
  return field.hasAttribute('data-val-always') || !isHidden(field);
}

/** The validated fields of a form, one per name (radio groups carry data-val on one member). */
export function validatedFields(form: HTMLFormElement): Field[] {
  const seen = new Set<string>();
  return Array.from(form.elements)
    .filter(isField)
    .filter((field) => {
      if (!isValidated(field)) return false;
      const key = field.name || field.id;
      if (key && seen.has(key)) return false;
      if (key) seen.add(key);
      return true;
    });
}

/** The controls of `form` that carry `name` (a radio group, a checkbox and its hidden twin…). */
export function named(form: HTMLFormElement | null, name: string): Field[] {
  if (!form) return [];
  return Array.from(form.elements).filter((el): el is Field => isField(el) && el.name === name);
}

/** `*.Password` next to `Address.Email` is `Address.Password` (jquery.validate.unobtrusive). */
export function resolveName(reference: string, field: Field): string {
  const trimmed = reference.trim();
  if (!trimmed.startsWith('*.')) {
    // Foolproof-style references name a sibling without `*.`; prefer an exact match in the form.
    if (named(field.form, trimmed).length || !field.name.includes('.')) return trimmed;
  }
  const prefix = field.name.slice(0, field.name.lastIndexOf('.') + 1);
  return prefix + trimmed.replace(/^\*\./, '');
}

/** A comma-separated list of references, resolved. */
export const resolveNames = (list: string | undefined, field: Field): string[] =>
  (list ?? '')
    .split(',')
    .filter((name) => name.trim())
    .map((name) => resolveName(name, field));

/**
 * The value a rule sees. A checkbox or radio group gives its checked values joined by commas,
 * or '' when none is checked; a multiple select its selected values.
 */
export function fieldValue(field: Field): string {
  if (isCheckable(field)) {
    const group = field.name ? named(field.form, field.name) : [field];
    return group
      .filter((member) => isCheckable(member) && member.type === field.type && member.checked)
      .map((member) => member.value)
      .join(',');
  }
  if (field instanceof HTMLSelectElement && field.multiple) {
    return Array.from(field.selectedOptions, (option) => option.value).join(',');
  }
  return field.value;
}

/**
 * The value of another field for comparisons (spec 000 §5, requiredif "checkbox-aware"): a
 * single checkbox is "true" or "false" by its checked state, whatever its value attribute;
 * ASP.NET's hidden "false" twin of a checkbox is ignored.
 */
export function otherValue(form: HTMLFormElement | null, name: string): string {
  const members = named(form, name);
  const boxes = members.filter(isCheckbox);
  const [box] = boxes;
  if (box && boxes.length === 1) return box.checked ? 'true' : 'false';
  const first = members.find((member) => member.type !== 'hidden') ?? members[0];
  return first ? fieldValue(first) : '';
}

/** Whether another field is filled: checked for a checkbox or radio group, text otherwise. */
export function isFilled(form: HTMLFormElement | null, name: string): boolean {
  const members = named(form, name);
  const first = members.find((member) => member.type !== 'hidden') ?? members[0];
  return first ? fieldValue(first).trim() !== '' : false;
}
