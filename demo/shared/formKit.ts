/**
 * Server-side form fields with the unobtrusive validation attributes a CMS emits
 * (data-val-*; spec 000 §5 and anchors/cms-conventions.md), messages translated per culture.
 */
import { NUMERIC_DATE } from '../../src/core/format';
import { html, raw } from './html';
import type { Translate } from './t';

export type Rule =
  | {
      rule:
        | 'required'
        | 'email'
        | 'url'
        | 'phone'
        | 'number'
        | 'date'
        | 'enforcetrue'
        | 'mandatory';
    }
  | { rule: 'length'; min?: number; max?: number }
  | { rule: 'maxlength'; max: number }
  | { rule: 'minlength'; min: number }
  | { rule: 'range'; min: number; max: number }
  | { rule: 'regex'; pattern: string }
  | { rule: 'equalto' | 'requiredor'; other: string }
  | { rule: 'notequalto'; others: string[] }
  | { rule: 'requiredif'; dependent: string; target: string; comparison?: 'equal' | 'notequal' }
  | { rule: 'remote'; url: string; additional?: string[]; message: string };

export interface FieldSpec {
  name: string;
  label: string;
  type?:
    | 'text'
    | 'email'
    | 'tel'
    | 'password'
    | 'url'
    | 'textarea'
    | 'select'
    | 'checkbox'
    | 'radio';
  options?: Array<[value: string, label: string]>;
  rules?: Rule[];
  hint?: string;
  autocomplete?: string;
  inputmode?: string;
  value?: string;
  /** Markup right after the control: a widget's placeholder (a date picker, a searchable select). */
  after?: unknown;
  /** The server's own message for this field after a refused post (shown and linked). */
  error?: string;
}

const messageKey: Record<Rule['rule'], string> = {
  required: 'Required',
  mandatory: 'Required',
  email: 'Email',
  url: 'Url',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  enforcetrue: 'EnforceTrue',
  length: 'MaxLength',
  maxlength: 'MaxLength',
  minlength: 'MinLength',
  range: 'Range',
  regex: 'Regex',
  equalto: 'EqualTo',
  requiredor: 'RequiredOr',
  notequalto: 'NotEqualTo',
  requiredif: 'RequiredIf',
  remote: 'Regex',
};

/** The data-val-* attributes of a field, as ASP.NET's unobtrusive validation writes them. */
export function validationAttributes(
  t: Translate,
  name: string,
  rules: Rule[],
  dateFormat: string,
): Record<string, string> {
  if (rules.length === 0) return {};
  const attributes: Record<string, string> = { 'data-val': 'true' };
  const fieldName = name;
  for (const rule of rules) {
    const attr = `data-val-${rule.rule}`;
    const values = {
      min: 'min' in rule ? (rule.min ?? '') : '',
      max: 'max' in rule ? (rule.max ?? '') : '',
      format: dateFormat,
    };
    attributes[attr] =
      rule.rule === 'remote' ? rule.message : t(`Validation.${messageKey[rule.rule]}`, values);
    if (rule.rule === 'length' || rule.rule === 'minlength' || rule.rule === 'range') {
      if (rule.min !== undefined) attributes[`${attr}-min`] = String(rule.min);
    }
    if (
      (rule.rule === 'length' || rule.rule === 'maxlength' || rule.rule === 'range') &&
      rule.max !== undefined
    ) {
      attributes[`${attr}-max`] = String(rule.max);
    }
    if (rule.rule === 'regex') attributes[`${attr}-pattern`] = rule.pattern;
    if (rule.rule === 'equalto' || rule.rule === 'requiredor')
      attributes[`${attr}-other`] = `*.${rule.other}`;
    if (rule.rule === 'notequalto')
      attributes[`${attr}-other`] = rule.others.map((o) => `*.${o}`).join(',');
    if (rule.rule === 'requiredif') {
      attributes[`${attr}-dependentproperty`] = rule.dependent;
      attributes[`${attr}-targetvalue`] = rule.target;
      attributes[`${attr}-comparison`] = rule.comparison ?? 'equal';
    }
    if (rule.rule === 'remote') {
      attributes[`${attr}-url`] = rule.url;
      attributes[`${attr}-additionalfields`] = [fieldName, ...(rule.additional ?? [])]
        .map((f) => `*.${f}`)
        .join(',');
    }
  }
  return attributes;
}

const attributeString = (attributes: Record<string, string | undefined>) =>
  raw(
    Object.entries(attributes)
      .filter(([, value]) => value !== undefined)
      .map(
        ([name, value]) =>
          `${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`,
      )
      .join(' '),
  );

export function field(t: Translate, spec: FieldSpec, dateFormat = 'dd/mm/yyyy') {
  const id = `field-${spec.name}`;
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = spec.error ? `${id}-error` : undefined;
  const rules = spec.rules ?? [];
  const required = rules.some((r) => ['required', 'mandatory', 'enforcetrue'].includes(r.rule));
  const common = {
    id,
    name: spec.name,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': spec.error ? 'true' : undefined,
    class: spec.error ? 'input-validation-error' : undefined,
    autocomplete: spec.autocomplete,
    inputmode: spec.inputmode,
    ...validationAttributes(t, spec.name, rules, dateFormat),
  };
  const message = spec.error
    ? html`<span class="field-validation-error" id="${errorId}" data-valmsg-for="${spec.name}" data-valmsg-replace="true">${spec.error}</span>`
    : html`<span class="field-validation-valid" data-valmsg-for="${spec.name}" data-valmsg-replace="true"></span>`;
  const hint = spec.hint ? html`<p class="field__hint" id="${hintId}">${spec.hint}</p>` : '';
  const mark = required ? html`<span class="field__required" aria-hidden="true">*</span>` : '';
  switch (spec.type) {
    case 'checkbox':
      return html`<div class="field field--check">
        <input type="checkbox" value="true" ${spec.value === 'true' ? raw('checked') : ''} ${attributeString(common)} />
        <label for="${id}">${spec.label} ${mark}</label>${hint}${message}
      </div>`;
    case 'radio':
      return html`<fieldset class="field field--radios">
        <legend>${spec.label} ${mark}</legend>
        ${(spec.options ?? []).map(
          ([value, label], index) => html`<label class="radio">
            <input type="radio" value="${value}" ${index === 0 ? raw('checked') : ''}
              ${attributeString({ ...common, id: `${id}-${value}`, 'aria-describedby': undefined })} /> ${label}
          </label>`,
        )}
        ${message}
      </fieldset>`;
    case 'select':
      return html`<div class="field">
        <label for="${id}">${spec.label} ${mark}</label>
        <select ${attributeString(common)}>
          ${(spec.options ?? []).map(([value, label]) => html`<option value="${value}" ${value === spec.value ? raw('selected') : ''}>${label}</option>`)}
        </select>${spec.after ?? ''}${hint}${message}
      </div>`;
    case 'textarea':
      return html`<div class="field">
        <label for="${id}">${spec.label} ${mark}</label>
        <textarea rows="5" ${attributeString(common)}>${spec.value ?? ''}</textarea>${hint}${message}
      </div>`;
    default:
      return html`<div class="field">
        <label for="${id}">${spec.label} ${mark}</label>
        <input type="${spec.type ?? 'text'}" value="${spec.value ?? ''}" ${attributeString(common)} />${spec.after ?? ''}${hint}${message}
      </div>`;
  }
}

export const validationSummary = () =>
  html`<div class="validation-summary-valid" data-valmsg-summary="true" role="alert"><ul></ul></div>`;

/**
 * The locale's short-date pattern as shoppers read it, e.g. dd/mm/yyyy or dd.mm.yyyy: the one
 * the bundle's date rule checks (src/forms/dateFormat, in the page's locale: decision 018).
 */
export function datePattern(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, NUMERIC_DATE).formatToParts(new Date(2026, 10, 22));
  return parts
    .map(
      (part) =>
        ({ day: 'dd', month: 'mm', year: 'yyyy', literal: part.value })[part.type as 'day'] ??
        part.value,
    )
    .join('');
}
