/**
 * What every rule is made of: the shape of a rule, its context (the form around the field)
 * and the small helpers that turn a predicate into a zod/mini check. Every check aborts, so a
 * field shows one message, the first rule it breaks (as jquery.validate does).
 */
import * as z from 'zod/mini';
import type { Field } from './fields';

export type Check = z.core.$ZodCheck<string>;
export type Params = Readonly<Partial<Record<string, string>>>;
/** The rule's message: the attribute's text, or the translation of `key` with `vars`. */
export type Say = (key: string, vars?: Record<string, string>) => string;

export interface RuleContext {
  field: Field;
  /** The page's locale (core/locale): dates and numbers are read and shown its way. */
  locale: string;
  /** Another field's value by reference (`*.Name` allowed); a lone checkbox is "true"/"false". */
  valueOf: (reference: string) => string;
  /** Whether another field is filled: checked for a checkbox, text otherwise. */
  filled: (reference: string) => boolean;
}

export interface Rule {
  /** Parameter names, aliases included (notequalto-other|-otherproperty|-dependentproperty). */
  params: readonly string[];
  /** Parameters that name other fields: changing those re-validates this one. */
  refs?: readonly string[];
  checks: (params: Params, context: RuleContext, say: Say) => Check[];
}

export const isEmpty = (value: string): boolean => value.trim() === '';

const stop = (error: string) => ({ error, abort: true });

/** Options of a zod built-in check that must pass on an empty value. */
export const whenFilled = (error: string) => ({
  ...stop(error),
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'string' && !isEmpty(payload.value),
});

/** A check that judges empty values too (the required family). */
export const always = (test: (value: string) => boolean, error: string): Check =>
  z.refine<string>(test, stop(error));

/** A check that passes on an empty value (every rule outside the required family). */
export const optional = (test: (value: string) => boolean, error: string): Check =>
  always((value) => isEmpty(value) || test(value), error);

/** "a, b,c" -> ['a', 'b', 'c'] */
export const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
