/**
 * The unobtrusive rules as zod/mini checks: the ASP.NET MVC set (length, minlength,
 * maxlength, range, regex, email, url, phone, equalto, required) plus the extensions of
 * spec 000 §5 (number, date, notequalto, requiredif, mandatory, requiredor, enforcetrue, and
 * the maxlength and email variants). `remote` is asynchronous and lives in remote.ts.
 */
import * as z from 'zod/mini';
import { datePattern, parseDate, parseIsoDate } from './dateFormat';
import { requiredRules } from './requiredRules';
import {
  type Check,
  list,
  optional,
  type Params,
  type Rule,
  type RuleContext,
  type Say,
  whenFilled,
} from './ruleKit';

// spec 000 §5: digits with an optional single decimal point or comma (and a leading minus).
export const NUMBER = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

export function parseNumber(value: string): number | undefined {
  return NUMBER.test(value) ? Number(value.trim().replace(',', '.')) : undefined;
}

/** The pattern anchored at both ends: `\d{3}` rejects "1234", as ASP.NET's RegularExpression. */
export function fullMatch(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch (error) {
    console.error(`[vitrine] data-val-regex-pattern "${pattern}" is not a valid pattern`, error);
    return undefined;
  }
}

// spec 000 §5: email trimmed, standard address pattern (zod's, which wants a dotted domain).
export const isEmail = (value: string): boolean => z.regexes.email.test(value.trim());

/** UrlAttribute of ASP.NET: http, https or ftp, then a host. */
export const isUrl = (value: string): boolean =>
  /^(https?|ftp):\/\/[^\s/?#]+\S*$/i.test(value.trim()) && URL.canParse(value.trim());

/** PhoneAttribute of ASP.NET: '+' anywhere, digits, spaces, `-.()`, an optional extension. */
export function isPhone(value: string): boolean {
  const number = value
    .replace(/\+/g, '')
    .trimEnd()
    .replace(/\s*(?:x|ext\.?)\s*\d+$/i, '');
  return /\d/.test(number) && /^[\d\s\-.()]+$/.test(number);
}

const integer = (text: string | undefined): number | undefined => {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) ? number : undefined;
};

/** Bounds come in invariant culture ("1.5"); messages show them in the page's locale. */
const shown = (locale: string, text: string | undefined): string =>
  text && Number.isFinite(Number(text)) ? new Intl.NumberFormat(locale).format(Number(text)) : '';

function range(params: Params, { locale }: RuleContext, say: Say): Check[] {
  const min = params.min ? Number(params.min) : undefined;
  const max = params.max ? Number(params.max) : undefined;
  const vars = { min: shown(locale, params.min), max: shown(locale, params.max) };
  const key =
    min === undefined
      ? 'Validation.Max'
      : max === undefined
        ? 'Validation.Min'
        : 'Validation.Range';
  const within = (value: string) => {
    const number = parseNumber(value);
    return number !== undefined && !(number < (min ?? number)) && !(number > (max ?? number));
  };
  return [optional(within, say(key, vars))];
}

function length(min: number | undefined, max: number | undefined, say: Say): Check[] {
  const checks: Check[] = [];
  if (min !== undefined && min > 0) {
    checks.push(z.minLength(min, whenFilled(say('Validation.MinLength', { min: `${min}` }))));
  }
  // spec 000 §5: a maxlength bound of 0 or less means no limit.
  if (max !== undefined && max > 0) {
    checks.push(z.maxLength(max, whenFilled(say('Validation.MaxLength', { max: `${max}` }))));
  }
  return checks;
}

function date({ field, locale }: RuleContext, say: Say): Check[] {
  // An <input type="date"> always gives yyyy-mm-dd, whatever the culture (HTML spec).
  const iso = field.type === 'date';
  const format = iso ? 'yyyy-mm-dd' : datePattern(locale).human;
  const valid = (value: string) =>
    (iso ? parseIsoDate(value) : parseDate(value, locale)) !== undefined;
  return [optional(valid, say('Validation.Date', { format }))];
}

function notEqualTo(params: Params, context: RuleContext, say: Say): Check[] {
  const others = list(params.other ?? params.otherproperty ?? params.dependentproperty);
  const differs = (value: string) =>
    others.every((other) => {
      const theirs = context.valueOf(other);
      return theirs === '' || theirs !== value;
    });
  return [optional(differs, say('Validation.NotEqualTo'))];
}

const formatRules: Record<string, Rule> = {
  length: {
    params: ['min', 'max'],
    checks: (p, _, say) => length(integer(p.min), integer(p.max), say),
  },
  minlength: { params: ['min'], checks: (p, _, say) => length(integer(p.min), undefined, say) },
  maxlength: { params: ['max'], checks: (p, _, say) => length(undefined, integer(p.max), say) },
  range: { params: ['min', 'max'], checks: range },
  number: {
    params: [],
    checks: (_, __, say) => [z.regex(NUMBER, whenFilled(say('Validation.Number')))],
  },
  date: { params: [], checks: (_, context, say) => date(context, say) },
  regex: {
    params: ['pattern'],
    checks: (p, _, say) => {
      const pattern = fullMatch(p.pattern ?? '');
      return pattern ? [z.regex(pattern, whenFilled(say('Validation.Regex')))] : [];
    },
  },
  email: { params: [], checks: (_, __, say) => [optional(isEmail, say('Validation.Email'))] },
  url: { params: [], checks: (_, __, say) => [optional(isUrl, say('Validation.Url'))] },
  phone: { params: [], checks: (_, __, say) => [optional(isPhone, say('Validation.Phone'))] },
  equalto: {
    params: ['other'],
    refs: ['other'],
    checks: (p, context, say) => [
      optional((value) => value === context.valueOf(p.other ?? ''), say('Validation.EqualTo')),
    ],
  },
  notequalto: {
    params: ['other', 'otherproperty', 'dependentproperty'],
    refs: ['other', 'otherproperty', 'dependentproperty'],
    checks: notEqualTo,
  },
};

/** Every synchronous rule by its data-val name; the required family first. */
export const rules: Readonly<Record<string, Rule>> = { ...requiredRules, ...formatRules };

/** Rules that judge an empty value: they run before the others. */
export const isRequiredRule = (name: string): boolean => name in requiredRules;
