/**
 * A field's data-val-* attributes -> one zod/mini schema, `z.string().check(...)`.
 * Attribute conventions of jquery.validate.unobtrusive: `data-val-<rule>="message"` turns a
 * rule on, `data-val-<rule>-<param>` gives its parameters, read by their exact names (so the
 * params of `requiredifempty` never leak into `requiredif`).
 */
import * as z from 'zod/mini';
import { type Field, isFilled, otherValue, resolveName, resolveNames } from './fields';
import { checkRemote } from './remote';
import { isEmpty, type Params, type Rule, type RuleContext, type Say } from './ruleKit';
import { isRequiredRule, rules } from './rules';

export interface FieldRule {
  name: string;
  /** The attribute's message; undefined when empty, then a translation speaks. */
  message: string | undefined;
  params: Params;
}

export type Translate = (key: string, vars?: Record<string, string>) => string;

const RULE_ATTRIBUTE = /^data-val-([a-z]+)$/;
// Our own switch (validate even when hidden), not a rule.
const NOT_RULES = new Set(['always']);
const remote: Rule = {
  params: ['url', 'additionalfields', 'type'],
  refs: ['additionalfields'],
  checks: () => [],
};
const warned = new Set<string>();

const ruleOf = (name: string): Rule | undefined => (name === 'remote' ? remote : rules[name]);
// Required family first (it says what is missing), remote last (it costs a request).
const rank = ({ name }: FieldRule) => (isRequiredRule(name) ? 0 : name === 'remote' ? 2 : 1);

/** The rules a field carries, in the order they are checked. Unknown rules warn once. */
export function readRules(field: Field): FieldRule[] {
  const found: FieldRule[] = [];
  for (const { name: attribute, value } of Array.from(field.attributes)) {
    const name = RULE_ATTRIBUTE.exec(attribute)?.[1];
    if (!name || NOT_RULES.has(name)) continue;
    const rule = ruleOf(name);
    if (!rule) {
      if (!warned.has(name))
        console.warn(`[vitrine] unknown validation rule data-val-${name}; skipped`);
      warned.add(name);
      continue;
    }
    const params: Record<string, string> = {};
    for (const param of rule.params) {
      const text = field.getAttribute(`data-val-${name}-${param}`);
      if (text !== null) params[param] = text;
    }
    found.push({ name, message: value.trim() || undefined, params });
  }
  return found.sort((a, b) => rank(a) - rank(b));
}

/** The names of the other fields the field's rules read (equalto, requiredif, remote…). */
export function referencedNames(field: Field): string[] {
  return readRules(field).flatMap(({ name, params }) =>
    (ruleOf(name)?.refs ?? []).flatMap((param) => resolveNames(params[param], field)),
  );
}

/** The schema of a field; `translate` speaks for rules whose attribute has no message. */
export function buildSchema(
  field: Field,
  fieldRules: readonly FieldRule[],
  translate: Translate,
  locale: string,
) {
  const context: RuleContext = {
    field,
    locale,
    valueOf: (reference) => otherValue(field.form, resolveName(reference, field)),
    filled: (reference) => isFilled(field.form, resolveName(reference, field)),
  };
  const checks = fieldRules.flatMap(({ name, message, params }) => {
    const say: Say = (key, vars) => message ?? translate(key, vars);
    if (name !== 'remote') return rules[name]?.checks(params, context, say) ?? [];
    // A server's [Remote] usually carries its own message; this is the fallback.
    const fallback = say('Validation.Remote');
    return [
      z.superRefine<string>(async (value, issues) => {
        if (isEmpty(value)) return;
        const problem = await checkRemote(field, params, fallback);
        if (problem) issues.addIssue(problem);
      }),
    ];
  });
  return z.string().check(...checks);
}
