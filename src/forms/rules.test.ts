/**
 * The rules of spec 000 §5 and ASP.NET MVC, table-driven through the zod/mini schema a field's
 * data-val-* attributes build. A missing attribute message shows as `Key {vars}`, so each
 * expectation names the translation the shopper would read.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Field, fieldValue } from './fields';
import { fullMatch, isEmail, isPhone, isUrl, parseNumber } from './rules';
import { buildSchema, readRules } from './schema';

const translate = (key: string, vars?: Record<string, string>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key;

/** Renders `<form>{markup}</form>` and judges the field with id "subject". */
async function judge(markup: string, culture = 'fr'): Promise<string> {
  document.body.innerHTML = `<form>${markup}</form>`;
  const field = document.getElementById('subject') as Field;
  const schema = buildSchema(field, readRules(field), translate, culture);
  const result = await schema.safeParseAsync(fieldValue(field));
  return result.success ? 'valid' : (result.error.issues[0]?.message ?? '?');
}

/** A text input under test: `<input id="subject" name="Subject" data-val="true" …>`. */
const text = (attributes: string, value: string, name = 'Subject') =>
  `<input id="subject" name="${name}" data-val="true" ${attributes} value="${value}">`;

type Row = [rule: string, markup: string, expected: string];

const table: Row[] = [
  ['required', text('data-val-required', ''), 'Validation.Required'],
  ['required', text('data-val-required', '   '), 'Validation.Required'],
  ['required', text('data-val-required', 'Anna'), 'valid'],
  [
    'required',
    text('data-val-required="Votre nom, s’il vous plaît"', ''),
    'Votre nom, s’il vous plaît',
  ],
  [
    'required',
    '<input id="subject" type="checkbox" name="News" value="true" data-val="true" data-val-required>',
    'valid',
  ],
  [
    'length',
    text('data-val-length data-val-length-min="2" data-val-length-max="4"', 'a'),
    'Validation.MinLength {"min":"2"}',
  ],
  [
    'length',
    text('data-val-length data-val-length-min="2" data-val-length-max="4"', 'abcde'),
    'Validation.MaxLength {"max":"4"}',
  ],
  [
    'length',
    text('data-val-length data-val-length-min="2" data-val-length-max="4"', 'abc'),
    'valid',
  ],
  ['length', text('data-val-length data-val-length-min="2" data-val-length-max="4"', ''), 'valid'],
  [
    'minlength',
    text('data-val-minlength data-val-minlength-min="3"', 'ab'),
    'Validation.MinLength {"min":"3"}',
  ],
  ['minlength', text('data-val-minlength data-val-minlength-min="3"', ''), 'valid'],
  [
    'maxlength',
    text('data-val-maxlength data-val-maxlength-max="3"', 'abcd'),
    'Validation.MaxLength {"max":"3"}',
  ],
  ['maxlength', text('data-val-maxlength data-val-maxlength-max="3"', 'abc'), 'valid'],
  ['maxlength', text('data-val-maxlength data-val-maxlength-max="0"', 'a'.repeat(500)), 'valid'],
  ['maxlength', text('data-val-maxlength data-val-maxlength-max="-1"', 'a'.repeat(500)), 'valid'],
  ['range', text('data-val-range data-val-range-min="1" data-val-range-max="10"', '5'), 'valid'],
  ['range', text('data-val-range data-val-range-min="1" data-val-range-max="10"', '9,5'), 'valid'],
  [
    'range',
    text('data-val-range data-val-range-min="1" data-val-range-max="10"', '10,5'),
    'Validation.Range {"min":"1","max":"10"}',
  ],
  [
    'range',
    text('data-val-range data-val-range-min="1" data-val-range-max="10"', '-1'),
    'Validation.Range {"min":"1","max":"10"}',
  ],
  [
    'range',
    text('data-val-range data-val-range-min="1" data-val-range-max="10"', 'five'),
    'Validation.Range {"min":"1","max":"10"}',
  ],
  ['range', text('data-val-range data-val-range-min="1" data-val-range-max="10"', ''), 'valid'],
  [
    'range',
    text('data-val-range data-val-range-min="1"', '0'),
    'Validation.Min {"min":"1","max":""}',
  ],
  [
    'range',
    text('data-val-range data-val-range-max="10"', '11'),
    'Validation.Max {"min":"","max":"10"}',
  ],
  ['regex', text('data-val-regex data-val-regex-pattern="\\d{3}"', '123'), 'valid'],
  ['regex', text('data-val-regex data-val-regex-pattern="\\d{3}"', '1234'), 'Validation.Regex'],
  ['regex', text('data-val-regex data-val-regex-pattern="\\d{3}"', '12'), 'Validation.Regex'],
  ['regex', text('data-val-regex data-val-regex-pattern="a|b"', 'ab'), 'Validation.Regex'],
  ['regex', text('data-val-regex data-val-regex-pattern="\\d{3}"', ''), 'valid'],
  ['email', text('data-val-email', 'anna@shop.example'), 'valid'],
  ['email', text('data-val-email', '  anna@shop.example  '), 'valid'],
  ['email', text('data-val-email', 'anna@shop'), 'Validation.Email'],
  ['email', text('data-val-email', 'an na@shop.example'), 'Validation.Email'],
  ['email', text('data-val-email', 'anna.shop.example'), 'Validation.Email'],
  ['email', text('data-val-email', ''), 'valid'],
  ['url', text('data-val-url', 'https://shop.example/fr/'), 'valid'],
  ['url', text('data-val-url', 'ftp://files.shop.example'), 'valid'],
  ['url', text('data-val-url', 'www.shop.example'), 'Validation.Url'],
  ['url', text('data-val-url', 'javascript:alert(1)'), 'Validation.Url'],
  ['url', text('data-val-url', ''), 'valid'],
  ['phone', text('data-val-phone', '+32 2 123 45 67'), 'valid'],
  ['phone', text('data-val-phone', '(02) 123.45.67'), 'valid'],
  ['phone', text('data-val-phone', '0475 12 34 56 ext. 12'), 'valid'],
  ['phone', text('data-val-phone', 'call me'), 'Validation.Phone'],
  ['phone', text('data-val-phone', '0475/12'), 'Validation.Phone'],
  ['phone', text('data-val-phone', ''), 'valid'],
  ['number', text('data-val-number', '12'), 'valid'],
  ['number', text('data-val-number', '12,5'), 'valid'],
  ['number', text('data-val-number', '12.5'), 'valid'],
  ['number', text('data-val-number', '-3'), 'valid'],
  ['number', text('data-val-number', '1.234,5'), 'Validation.Number'],
  ['number', text('data-val-number', '12,'), 'Validation.Number'],
  ['number', text('data-val-number', '1e3'), 'Validation.Number'],
  ['number', text('data-val-number', 'douze'), 'Validation.Number'],
  ['number', text('data-val-number', ''), 'valid'],
  ['date', text('data-val-date', '22/11/2026'), 'valid'],
  ['date', text('data-val-date', '31/02/2026'), 'Validation.Date {"format":"dd/mm/yyyy"}'],
  ['date', text('data-val-date', 'demain'), 'Validation.Date {"format":"dd/mm/yyyy"}'],
  ['date', text('data-val-date', ''), 'valid'],
  ['date', text('type="date" data-val-date', '2026-11-22'), 'valid'],
  [
    'equalto',
    `<input name="Password" value="s3cret">${text('data-val-equalto data-val-equalto-other="*.Password"', 's3cret', 'ConfirmPassword')}`,
    'valid',
  ],
  [
    'equalto',
    `<input name="Password" value="s3cret">${text('data-val-equalto data-val-equalto-other="*.Password"', 's3cre', 'ConfirmPassword')}`,
    'Validation.EqualTo',
  ],
  [
    'equalto',
    `<input name="Account.Password" value="s3cret"><input name="Password" value="other">${text('data-val-equalto data-val-equalto-other="*.Password"', 's3cret', 'Account.Confirm')}`,
    'valid',
  ],
  [
    'equalto',
    `<input name="Password" value="s3cret">${text('data-val-equalto data-val-equalto-other="*.Password"', '', 'ConfirmPassword')}`,
    'valid',
  ],
  [
    'notequalto',
    `<input name="Email" value="anna@shop.example"><input name="Login" value="anna">${text('data-val-notequalto data-val-notequalto-other="*.Email, *.Login"', 'anna')}`,
    'Validation.NotEqualTo',
  ],
  [
    'notequalto',
    `<input name="Email" value="anna@shop.example"><input name="Login" value="anna">${text('data-val-notequalto data-val-notequalto-other="*.Email,*.Login"', 'S3cret!')}`,
    'valid',
  ],
  [
    'notequalto',
    `<input name="Email" value="">${text('data-val-notequalto data-val-notequalto-other="Email"', '')}`,
    'valid',
  ],
  ['mandatory', text('data-val-mandatory', '   '), 'Validation.Required'],
  ['mandatory', text('data-val-mandatory', 'x'), 'valid'],
  [
    'mandatory',
    '<input id="subject" type="checkbox" name="Terms" value="true" data-val="true" data-val-mandatory>',
    'Validation.Required',
  ],
  [
    'mandatory',
    '<input id="subject" type="checkbox" name="Terms" value="true" data-val="true" data-val-mandatory checked>',
    'valid',
  ],
  [
    'enforcetrue',
    '<input id="subject" type="checkbox" name="Terms" value="true" data-val="true" data-val-enforcetrue><input type="hidden" name="Terms" value="false">',
    'Validation.EnforceTrue',
  ],
  [
    'enforcetrue',
    '<input id="subject" type="checkbox" name="Terms" value="true" data-val="true" data-val-enforcetrue checked><input type="hidden" name="Terms" value="false">',
    'valid',
  ],
  [
    'requiredor',
    `<input name="Phone" value="">${text('data-val-requiredor data-val-requiredor-other="*.Phone"', '', 'Email')}`,
    'Validation.RequiredOr',
  ],
  [
    'requiredor',
    `<input name="Phone" value="0475 12 34 56">${text('data-val-requiredor data-val-requiredor-other="*.Phone"', '', 'Email')}`,
    'valid',
  ],
  [
    'requiredor',
    `<input name="Phone" value="">${text('data-val-requiredor data-val-requiredor-other="*.Phone"', 'anna@shop.example', 'Email')}`,
    'valid',
  ],
];

const companyIf = (checked: boolean, value: string) =>
  `<input type="checkbox" name="IsCompany" value="true"${checked ? ' checked' : ''}><input type="hidden" name="IsCompany" value="false">${text('data-val-requiredif data-val-requiredif-dependentproperty="IsCompany" data-val-requiredif-targetvalue="True"', value, 'CompanyName')}`;
const countryIf = (country: string, value: string) =>
  `<select name="Country"><option value="BE"${country === 'BE' ? ' selected' : ''}>BE</option><option value="FR"${country === 'FR' ? ' selected' : ''}>FR</option></select>${text('data-val-requiredif data-val-requiredif-dependentproperty="*.Country" data-val-requiredif-targetvalue="BE" data-val-requiredif-comparison="notequal"', value, 'VatNumber')}`;
const deliveryIf = (choice: string, value: string) =>
  `<input type="radio" name="Delivery" value="home"${choice === 'home' ? ' checked' : ''}><input type="radio" name="Delivery" value="pickup"${choice === 'pickup' ? ' checked' : ''}>${text('data-val-requiredif data-val-requiredif-dependentproperty="Delivery" data-val-requiredif-targetvalue="pickup"', value, 'PickupPoint')}`;

table.push(
  ['requiredif', companyIf(true, ''), 'Validation.RequiredIf'],
  ['requiredif', companyIf(false, ''), 'valid'],
  ['requiredif', companyIf(true, 'Vitrine SA'), 'valid'],
  ['requiredif', countryIf('FR', ''), 'Validation.RequiredIf'],
  ['requiredif', countryIf('BE', ''), 'valid'],
  ['requiredif', deliveryIf('pickup', ''), 'Validation.RequiredIf'],
  ['requiredif', deliveryIf('home', ''), 'valid'],
  ['requiredif', deliveryIf('', ''), 'valid'],
);

describe('rules through the zod/mini schema', () => {
  it.each(table)('%s: %s gives %s', async (_rule, markup, expected) => {
    expect(await judge(markup)).toBe(expected);
  });

  it('puts the required family first whatever the attribute order', async () => {
    const markup = text('data-val-email="E" data-val-required="R"', '');

    expect(await judge(markup)).toBe('R');
    expect(await judge(text('data-val-email="E" data-val-required="R"', 'x'))).toBe('E');
  });

  it('shows one message, the first rule broken, when several are', async () => {
    const markup = text(
      'data-val-length="L" data-val-length-max="2" data-val-regex="P" data-val-regex-pattern="\\d+"',
      'abc',
    );

    expect(await judge(markup)).toBe('L');
  });

  it('accepts any value and logs an error when the pattern itself is broken', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await judge(text('data-val-regex data-val-regex-pattern="(\\d"', 'abc'))).toBe('valid');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('"(\\d" is not a valid pattern'),
      expect.any(SyntaxError),
    );
  });
});

describe('culture differences', () => {
  it.each([
    ['fr', '22/11/2026', 'valid'],
    ['de', '22.11.2026', 'valid'],
    ['nl', '22-11-2026', 'valid'],
    ['es', '22/11/2026', 'valid'],
    ['it', '22/11/2026', 'valid'],
    ['pt', '22/11/2026', 'valid'],
    ['de', '22/11/2026', 'Validation.Date {"format":"dd.mm.yyyy"}'],
    ['nl', '22/11/2026', 'Validation.Date {"format":"dd-mm-yyyy"}'],
    ['fr', '22.11.2026', 'Validation.Date {"format":"dd/mm/yyyy"}'],
  ])('a date in %s: %s gives %s', async (culture, value, expected) => {
    expect(await judge(text('data-val-date', value), culture)).toBe(expected);
  });

  it.each(['fr', 'nl', 'es', 'de', 'it', 'pt'])(
    'a number in %s takes a decimal comma or point alike (spec 000 §5)',
    async (culture) => {
      expect(await judge(text('data-val-number', '2,5'), culture)).toBe('valid');
      expect(await judge(text('data-val-number', '2.5'), culture)).toBe('valid');
      expect(await judge(text('data-val-number', '1.000,5'), culture)).toBe('Validation.Number');
    },
  );

  it.each([
    ['fr', '1\u202f000'],
    ['de', '1.000'],
    ['nl', '1.000'],
    ['pt', '1.000'],
    ['es', '1000'],
    ['it', '1000'],
  ])('a range bound shows in %s as %s', async (culture, shown) => {
    const markup = text(
      'data-val-range data-val-range-min="1000" data-val-range-max="2.5e3"',
      '12',
      'Amount',
    );

    expect(await judge(markup, culture)).toContain(`"min":"${shown}"`);
  });
});

describe('predicates', () => {
  it('parses numbers with a comma or a point', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' -3.25 ')).toBe(-3.25);
    expect(parseNumber('1 000')).toBeUndefined();
  });

  it('anchors a pattern at both ends', () => {
    expect(fullMatch('\\d{3}')?.test('1234')).toBe(false);
    expect(fullMatch('a|b')?.test('b')).toBe(true);
  });

  it('judges addresses, web addresses and phone numbers', () => {
    expect(isEmail(' anna@shop.example ')).toBe(true);
    expect(isUrl('http://shop.example')).toBe(true);
    expect(isUrl('https://')).toBe(false);
    expect(isPhone('+')).toBe(false);
  });
});
