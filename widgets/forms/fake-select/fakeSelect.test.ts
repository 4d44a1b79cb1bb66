import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import fakeSelect from './fakeSelect';

beforeEach(() => applyPageSettings());
afterEach(() => document.body.replaceChildren());

function field() {
  const element = document.createElement('div');
  const select = document.createElement('select');
  select.name = 'Subject';
  select.setAttribute('data-val', 'true');
  select.append(new Option('Choose', ''), new Option('Order', 'order'));
  const multiple = document.createElement('select');
  multiple.multiple = true;
  element.append(select, multiple);
  document.body.append(element);
  return { element, select, multiple };
}

describe('fake select', () => {
  it('frames the native select, which keeps its name, value and rules', () => {
    const { element, select, multiple } = field();
    fakeSelect(element, { arrow: 'chevron' }, widgetContext(element, { name: 'fake-select' }));
    expect(select.parentElement?.className).toBe('vitrine-select vitrine-select--chevron');
    expect(multiple.parentElement).toBe(element);
    select.value = 'order';
    expect(select.getAttribute('data-val')).toBe('true');
    expect(select.selectedOptions[0]?.textContent).toBe('Order');
  });

  it('puts the select back when unmounted', () => {
    const { element, select } = field();
    const cleanup = fakeSelect(
      element,
      { arrow: 'triangle' },
      widgetContext(element, { name: 'fake-select' }),
    );
    cleanup();
    expect(select.parentElement).toBe(element);
    expect(element.querySelector('.vitrine-select')).toBeNull();
    expect(select.style.paddingInlineEnd).toBe('');
  });
});
