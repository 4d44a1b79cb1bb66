/**
 * When a floating label floats (issue 15 "animated form labels"): a label may rest inside its
 * field only while the field shows nothing of its own: no value, no placeholder, no native
 * widget (a date or time input draws its format), not a select (which always shows an option).
 */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types a label can rest in; the others (date, time, color…) always show something. */
const RESTING_TYPES = new Set(['text', 'email', 'tel', 'password', 'url', 'search', 'number']);

/** Controls the behaviour handles: text-like inputs, textareas and (if asked) selects. */
export function floatable(control: Element | null, selects: boolean): control is Control {
  if (control instanceof HTMLTextAreaElement) return true;
  if (control instanceof HTMLSelectElement) return selects && !control.multiple;
  if (!(control instanceof HTMLInputElement)) return false;
  return ![
    'checkbox',
    'radio',
    'hidden',
    'file',
    'range',
    'submit',
    'button',
    'image',
    'reset',
  ].includes(control.type);
}

/** Whether the label must stay up whatever the focus: the field shows something. */
export function showsSomething(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return true;
  if (control instanceof HTMLInputElement && !RESTING_TYPES.has(control.type)) return true;
  if (control.placeholder) return true;
  if (control.value !== '') return true;
  // Autofill before the page reads the value (Chromium shows it before `value` has it).
  try {
    return control.matches(':autofill');
  } catch {
    return false;
  }
}
