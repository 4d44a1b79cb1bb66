/**
 * The `remote` rule (ASP.NET's [Remote]): the server judges the value. Asked through core/http
 * with one abort key per field, so a newer value aborts the answer in flight; answers are
 * cached per (method, url, parameters), so leaving a field and then submitting asks once.
 * A failed call never blocks the shopper: the server validates the post anyway; a 401 opens
 * the login modal (spec 000 §8).
 */
import { failureMessage } from '../core/errorPolicy';
import { get, isAbort, post } from '../core/http';
import { type Field, fieldValue, otherValue, resolveNames } from './fields';
import type { Params } from './ruleKit';

/** true: valid; a string: the server's message; null: use the field's own message. */
type Verdict = true | string | null;

const answers = new Map<string, Promise<Verdict>>();
const keys = new WeakMap<Field, string>();
let fields = 0;

function abortKey(field: Field): string {
  let key = keys.get(field);
  if (!key) {
    key = `forms:remote:${++fields}`;
    keys.set(field, key);
  }
  return key;
}

/** What the server's answer means: `true`/"true" is valid, a text is the message to show. */
function verdictOf(answer: unknown): Verdict {
  if (answer === true || answer === 'true') return true;
  if (typeof answer !== 'string' || !answer.trim() || answer === 'false') return null;
  // A whole HTML page (login, error) or broken JSON is no message of ours; other text is shown
  // as text, markup included (messages.ts never renders HTML).
  return /^\s*(?:[{[]|<!doctype|<html)/i.test(answer) ? null : answer;
}

/** The parameters sent: the field itself and its additionalfields (`*.Email,*.Other`). */
function parametersOf(field: Field, params: Params): Record<string, string> {
  const data: Record<string, string> = {};
  const names = resolveNames(params.additionalfields, field);
  if (!names.includes(field.name)) names.unshift(field.name);
  for (const name of names) {
    data[name] = name === field.name ? fieldValue(field) : otherValue(field.form, name);
  }
  return data;
}

async function ask(url: string, method: string, data: Record<string, string>, key: string) {
  const options = { abortKey: key, policy: false };
  const answer =
    method === 'POST'
      ? await post<unknown>(url, new URLSearchParams(data), options)
      : await get<unknown>(url, { ...options, params: data });
  return verdictOf(answer);
}

/**
 * Asks the server about the field's value. Resolves with the message to show, or undefined
 * when the value is valid, the call failed, or a newer value aborted it.
 */
export async function checkRemote(
  field: Field,
  params: Params,
  fallback: string,
): Promise<string | undefined> {
  const url = params.url;
  if (!url) return undefined;
  const method = (params.type ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
  const data = parametersOf(field, params);
  const cacheKey = `${method} ${url} ${JSON.stringify(Object.entries(data).sort())}`;
  let answer = answers.get(cacheKey);
  if (!answer) {
    answer = ask(url, method, data, abortKey(field));
    answers.set(cacheKey, answer);
  }
  try {
    const verdict = await answer;
    return verdict === true ? undefined : (verdict ?? fallback);
  } catch (error) {
    answers.delete(cacheKey);
    if (!isAbort(error)) {
      console.warn(
        `[vitrine] remote validation of "${field.name}" failed; accepting the value`,
        error,
      );
      failureMessage(error);
    }
    return undefined;
  }
}

/** For tests: forget every cached answer. */
export function clearRemoteCache(): void {
  answers.clear();
}
