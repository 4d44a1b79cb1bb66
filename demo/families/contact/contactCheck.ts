/**
 * The server's own check of the contact form (issue 15: "server-side validation of each"):
 * the same rules as the data-val-* attributes, and what a browser cannot check (a known shop,
 * a callback date in the window), each refusal a translated message under its field.
 */
import type { PageContext } from '../../shared/context';
import { datePattern } from '../../shared/formKit';
import { callbackWindow, readDate, writeDate } from './callbackDate';
import { subjectValues } from './contactPage';
import { isStore } from './stores';
import { strings } from './strings';

export function contactErrors(ctx: PageContext, fields: Record<string, string>, now = new Date()) {
  const text = strings[ctx.culture].pages.contact;
  const errors: Record<string, string> = {};
  const value = (name: string) => (fields[name] ?? '').trim();
  const required = ctx.t('Validation.Required');
  if (!value('Name')) errors.Name = required;
  else if (value('Name').length > 80) errors.Name = ctx.t('Validation.MaxLength', { max: 80 });
  if (!value('Email')) errors.Email = required;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('Email')))
    errors.Email = ctx.t('Validation.Email');
  if (!value('Subject')) errors.Subject = required;
  else if (!subjectValues.includes(value('Subject'))) errors.Subject = text.subjectUnknown;
  if (value('Subject') === 'subject-1' && !value('OrderNumber'))
    errors.OrderNumber = ctx.t('Validation.RequiredIf');
  else if (value('OrderNumber') && !/^VT-\d{6}$/.test(value('OrderNumber')))
    errors.OrderNumber = ctx.t('Validation.Regex');
  if (!value('ShopId')) errors.ShopId = required;
  else if (!isStore(value('ShopId'))) errors.ShopId = text.shopUnknown;
  const pattern = datePattern(ctx.locale);
  if (value('PreferredDate')) {
    const day = readDate(value('PreferredDate'), pattern);
    const { first, last } = callbackWindow(now);
    if (!day) errors.PreferredDate = ctx.t('Validation.Date', { format: pattern });
    else if (day < first || day > last)
      errors.PreferredDate = text.dateRange
        .replace('{{first}}', writeDate(first, pattern))
        .replace('{{last}}', writeDate(last, pattern));
  }
  if (value('Message').length < 10)
    errors.Message = value('Message') ? ctx.t('Validation.MinLength', { min: 10 }) : required;
  if (!value('Consent').split(',').includes('true'))
    errors.Consent = ctx.t('Validation.EnforceTrue');
  return errors;
}
