/**
 * The server's messages on the address form's fields (a 422 of the save, spec 001 §3 names):
 * each message in the field's `data-valmsg-for` slot, the field marked invalid, focus on the
 * first. What was typed stays.
 */
export function showFieldErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  let first: HTMLElement | undefined;
  for (const [name, message] of Object.entries(errors)) {
    const field = form.elements.namedItem(name);
    const control = field instanceof RadioNodeList ? (field[0] as HTMLElement | undefined) : field;
    if (control instanceof HTMLElement) {
      control.setAttribute('aria-invalid', 'true');
      control.classList.add('input-validation-error');
      first ??= control;
    }
    const slot = form.querySelector(`[data-valmsg-for="${CSS.escape(name)}"]`);
    if (slot) {
      slot.textContent = message;
      slot.classList.replace('field-validation-valid', 'field-validation-error');
    }
  }
  first?.focus();
}
