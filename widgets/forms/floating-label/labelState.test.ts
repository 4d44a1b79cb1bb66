import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import floatingLabel from './floatingLabel';
import { floatable, showsSomething } from './labelState';

beforeEach(() => applyPageSettings());
afterEach(() => document.body.replaceChildren());

const input = (type = 'text', value = '', placeholder = '') =>
  Object.assign(document.createElement('input'), { type, value, placeholder });

describe('floating label states', () => {
  it('rests in an empty text field and floats once it has a value or a placeholder', () => {
    expect(showsSomething(input())).toBe(false);
    expect(showsSomething(input('email', 'a@b.be'))).toBe(true);
    expect(showsSomething(input('text', '', 'dd/mm/yyyy'))).toBe(true);
    expect(showsSomething(document.createElement('textarea'))).toBe(false);
  });

  it('always floats over a select and over inputs that draw their own format', () => {
    expect(showsSomething(document.createElement('select'))).toBe(true);
    expect(showsSomething(input('date'))).toBe(true);
  });

  it('leaves checkboxes, radios and (when asked) selects alone', () => {
    expect(floatable(input('checkbox'), true)).toBe(false);
    expect(floatable(input('radio'), true)).toBe(false);
    expect(floatable(document.createElement('select'), false)).toBe(false);
    expect(floatable(document.createElement('select'), true)).toBe(true);
  });

  it('marks the field filled as the shopper types, and empties again', () => {
    const form = document.createElement('form');
    const field = document.createElement('div');
    const label = Object.assign(document.createElement('label'), { htmlFor: 'f-name' });
    label.textContent = 'Name';
    const control = Object.assign(input(), { id: 'f-name' });
    field.append(label, control);
    form.append(field);
    document.body.append(form);
    const cleanup = floatingLabel(
      form,
      { selects: true },
      widgetContext(form, { name: 'floating-label' }),
    );
    expect(field.classList.contains('vitrine-float')).toBe(true);
    expect(field.classList.contains('is-filled')).toBe(false);
    control.value = 'Ana';
    control.dispatchEvent(new Event('input'));
    expect(field.classList.contains('is-filled')).toBe(true);
    control.value = '';
    control.dispatchEvent(new Event('input'));
    expect(field.classList.contains('is-filled')).toBe(false);
    cleanup();
    expect(field.classList.contains('vitrine-float')).toBe(false);
  });
});
