import { describe, expect, it } from 'vitest';
import {
  type Field,
  fieldValue,
  isFilled,
  isValidated,
  otherValue,
  resolveName,
  validatedFields,
} from './fields';

function form(markup: string): HTMLFormElement {
  document.body.innerHTML = `<form>${markup}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}
const byId = (id: string) => document.getElementById(id) as Field;

describe('which fields validate', () => {
  it('takes enabled, visible fields with data-val="true", one per name', () => {
    const subject = form(`
      <input id="a" name="A" data-val="true">
      <input id="b" name="B" data-val="false">
      <input id="c" name="C" data-val="true" disabled>
      <input id="d" type="hidden" name="D" data-val="true">
      <div hidden><input id="e" name="E" data-val="true"></div>
      <input id="f" type="hidden" name="F" data-val="true" data-val-always>
      <input id="g1" type="radio" name="G" value="1" data-val="true"><input id="g2" type="radio" name="G" value="2" data-val="true">`);

    expect(validatedFields(subject).map((field) => field.id)).toEqual(['a', 'f', 'g1']);
    expect(isValidated(byId('d'))).toBe(false);
  });
});

describe('field values', () => {
  it('gives the checked values of a checkbox or radio group, or nothing', () => {
    form(`
      <input id="t1" type="checkbox" name="Tags" value="red" checked><input type="checkbox" name="Tags" value="blue" checked>
      <input id="r1" type="radio" name="Size" value="S"><input type="radio" name="Size" value="M">`);

    expect(fieldValue(byId('t1'))).toBe('red,blue');
    expect(fieldValue(byId('r1'))).toBe('');
  });

  it('gives the selected values of a multiple select', () => {
    form(
      '<select id="s" name="S" multiple><option selected>a</option><option>b</option><option selected>c</option></select>',
    );

    expect(fieldValue(byId('s'))).toBe('a,c');
  });

  it('reads a lone checkbox as "true" or "false", ignoring its hidden twin', () => {
    const subject = form(
      '<input type="checkbox" name="News" value="yes"><input type="hidden" name="News" value="false">',
    );

    expect(otherValue(subject, 'News')).toBe('false');
    (subject.querySelector('[type=checkbox]') as HTMLInputElement).checked = true;
    expect(otherValue(subject, 'News')).toBe('true');
    expect(isFilled(subject, 'News')).toBe(true);
  });

  it('finds nothing for a name the form lacks', () => {
    const subject = form('<input name="A" value="x">');

    expect(otherValue(subject, 'Missing')).toBe('');
    expect(isFilled(subject, 'Missing')).toBe(false);
  });
});

describe('resolveName', () => {
  it('replaces *. with the model prefix of the field', () => {
    form('<input id="f" name="Order.Billing.Email">');

    expect(resolveName('*.Confirm', byId('f'))).toBe('Order.Billing.Confirm');
  });

  it('keeps a name without prefix when the field has none', () => {
    form('<input id="f" name="Email">');

    expect(resolveName('*.Confirm', byId('f'))).toBe('Confirm');
    expect(resolveName('Confirm', byId('f'))).toBe('Confirm');
  });
});
