/**
 * The DOM adapter of the validation: reads a field's rules, runs its schema, writes the result.
 * Only the latest validation of a field writes (a slow remote answer for an old value must not
 * overwrite the verdict on the new one). The summary shows after a submit and then follows
 * every field change.
 */
import { pageLocale } from '../core/locale';
import { type Field, fieldValue, isField, isValidated, validatedFields } from './fields';
import { resetField, showField, showSummary } from './messages';
import { buildSchema, readRules, type Translate } from './schema';

const turns = new WeakMap<Field, number>();
const shown = new WeakMap<Field, string>();
const summarised = new WeakSet<HTMLFormElement>();

/** Translations load only when an attribute has no message (the usual ASP.NET form has all). */
async function translator(): Promise<Translate> {
  const { loadI18n } = await import('../core/i18n');
  const i18n = await loadI18n();
  return (key, vars) => i18n.t(key, vars ?? {});
}

/** The first message of the rules the field breaks, or undefined when it is valid. */
export async function checkField(field: Field): Promise<string | undefined> {
  const fieldRules = readRules(field);
  if (!fieldRules.length) return undefined;
  const needsStrings = fieldRules.some(({ message }) => message === undefined);
  const translate: Translate = needsStrings ? await translator() : (key) => key;
  const schema = buildSchema(field, fieldRules, translate, pageLocale());
  const result = await schema.safeParseAsync(fieldValue(field));
  return result.success ? undefined : (result.error.issues[0]?.message ?? '');
}

function messagesOf(form: HTMLFormElement): string[] {
  return validatedFields(form).flatMap((field) => {
    const message = shown.get(field);
    return message === undefined ? [] : [message];
  });
}

/** Validates one field and shows the result; resolves true when it is valid or not validated. */
export async function validateField(field: Field): Promise<boolean> {
  if (!isValidated(field)) {
    shown.delete(field);
    resetField(field);
    return true;
  }
  const turn = (turns.get(field) ?? 0) + 1;
  turns.set(field, turn);
  const message = await checkField(field);
  if (turns.get(field) === turn) {
    if (message === undefined) shown.delete(field);
    else shown.set(field, message);
    showField(field, message);
    const { form } = field;
    if (form && summarised.has(form)) showSummary(form, messagesOf(form));
  }
  return message === undefined;
}

/**
 * What a submit does: validates every field, fills the summary, focuses the first invalid
 * field. Resolves true when the form may be sent.
 */
export async function validateForm(form: HTMLFormElement): Promise<boolean> {
  // Our messages replace the browser's bubbles (as aspnet-client-validation does), so the
  // re-submit after a passed validation is not stopped by a constraint we do not show.
  form.noValidate = true;
  for (const element of Array.from(form.elements)) {
    if (isField(element) && !isValidated(element)) {
      shown.delete(element);
      resetField(element);
    }
  }
  const fields = validatedFields(form);
  const results = await Promise.all(fields.map(validateField));
  summarised.add(form);
  showSummary(form, messagesOf(form));
  const firstInvalid = fields.find((_, index) => !results[index]);
  firstInvalid?.focus();
  return firstInvalid === undefined;
}
