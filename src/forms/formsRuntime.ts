/**
 * The lazy chunk behind delegate.ts: everything the entry script must not carry (zod/mini,
 * core/http, the rules). The delegate calls these three functions only.
 */
import { followAjaxLink, skipsValidation, submitAjax } from './ajax';
import type { Submitter } from './ajaxRequest';
import { type Field, isValidated, named, validatedFields } from './fields';
import { referencedNames } from './schema';
import { validateField, validateForm } from './validate';

/** Follows an ajax link; never rejects (the delegate has nobody to tell). */
export function follow(link: HTMLAnchorElement): Promise<void> {
  return followAjaxLink(link).catch((error: unknown) => {
    console.error('[vitrine] ajax link failed', error);
  });
}

/**
 * A submit the delegate held back. Ajax forms are sent here; for the others, resolves true when
 * the delegate should let the submit go on (valid, or a submitter that skips validation).
 * Never rejects: after an error of ours a plain form still goes (the server validates), an
 * ajax one does not (it may have been sent already).
 */
export async function submit(form: HTMLFormElement, submitter: Submitter | null): Promise<boolean> {
  const ajax = form.getAttribute('data-ajax') === 'true';
  try {
    if (!ajax) return skipsValidation(submitter) || (await validateForm(form));
    await submitAjax(form, submitter);
    return false;
  } catch (error) {
    console.error('[vitrine] form submit failed', error);
    return !ajax;
  }
}

const validatedBefore = (field: Field) =>
  field.classList.contains('input-validation-error') ||
  field.classList.contains('input-validation-valid');

/**
 * A field changed or lost focus. It is validated when it was validated before (after a submit
 * or an earlier error), or when the shopper leaves it filled in: no message for a field not yet
 * touched. Fields whose rules read it (equalto, requiredif, requiredor…) follow.
 */
export async function revalidate(field: Field, trigger: string): Promise<void> {
  const { form } = field;
  if (!form) return;
  // Radio groups carry their data-val attributes on one member only (MVC renders them once).
  const subject = isValidated(field) ? field : named(form, field.name).find(isValidated);
  const jobs: Promise<boolean>[] = [];
  if (subject && (validatedBefore(subject) || (trigger === 'focusout' && subject.value.trim()))) {
    jobs.push(validateField(subject));
  }
  for (const other of validatedFields(form)) {
    if (
      other !== subject &&
      validatedBefore(other) &&
      referencedNames(other).includes(field.name)
    ) {
      jobs.push(validateField(other));
    }
  }
  await Promise.all(jobs);
}
