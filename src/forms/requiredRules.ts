/**
 * The required family: the only rules that judge an empty value, so they run first and say
 * what is missing before any format rule speaks (spec 000 §5: mandatory, requiredif,
 * requiredor, enforcetrue; plus MVC's required).
 */
import { isCheckbox } from './fields';
import { always, isEmpty, list, type Rule } from './ruleKit';

const filled = (value: string) => !isEmpty(value);

/** requiredif applies when the dependent field's value equals (or not) the target, any case. */
function applies(dependent: string, target: string, comparison: string): boolean {
  // "True" (C#'s bool.ToString) must match a checkbox's "true".
  const same = dependent.toLowerCase() === target.toLowerCase();
  // Foolproof writes the operator as NotEqualTo; our CMS as notequal.
  return /^not/i.test(comparison) ? !same : same;
}

export const requiredRules: Record<string, Rule> = {
  required: {
    params: [],
    checks: (_, { field }, say) =>
      // jquery.validate.unobtrusive skips `required` on checkboxes: MVC emits it for every
      // non-nullable bool, and an unticked box is a valid false. enforcetrue asks for a tick.
      isCheckbox(field) ? [] : [always(filled, say('Validation.Required'))],
  },
  // spec 000 §5: non-empty after trim; a checkbox must be checked (its value is '' unticked).
  mandatory: { params: [], checks: (_, __, say) => [always(filled, say('Validation.Required'))] },
  enforcetrue: {
    params: [],
    checks: (_, { field }, say) => [
      always(
        (value) => (isCheckbox(field) ? field.checked : value.trim().toLowerCase() === 'true'),
        say('Validation.EnforceTrue'),
      ),
    ],
  },
  requiredif: {
    params: ['dependentproperty', 'targetvalue', 'dependentvalue', 'comparison', 'operator'],
    refs: ['dependentproperty'],
    checks: (p, context, say) => {
      const target = p.targetvalue ?? p.dependentvalue ?? '';
      const comparison = p.comparison ?? p.operator ?? 'equal';
      const test = (value: string) =>
        filled(value) || !applies(context.valueOf(p.dependentproperty ?? ''), target, comparison);
      return [always(test, say('Validation.RequiredIf'))];
    },
  },
  // This field or one of the others must be filled; when either is, both are valid.
  requiredor: {
    params: ['other', 'dependentproperty'],
    refs: ['other', 'dependentproperty'],
    checks: (p, context, say) => {
      const others = list(p.other ?? p.dependentproperty);
      const test = (value: string) => filled(value) || others.some(context.filled);
      return [always(test, say('Validation.RequiredOr'))];
    },
  },
};
