import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../core/navigation';
import { renderWithI18n } from '../test/renderWithI18n';
import { type ComboboxOptions, type ListPhase, statusKey, useCombobox } from './useCombobox';

// The APG combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/) as prop getters: what
// a screen reader and a keyboard user get from any type-ahead built on it.

const counts = { Count_one: '{{count}} ville', Count_other: '{{count}} villes' };
const strings = {
  Core: { Loading: 'Chargement…' },
  Test: { Failed: 'Indisponible.', Empty: 'Rien trouvé.', ...counts },
};
const STRINGS = { failed: 'Test.Failed', empty: 'Test.Empty', count: 'Test.Count' };
const CITIES = [
  { name: 'Liège', href: '/fr/villes/liege' },
  { name: 'Namur', href: '/fr/villes/namur' },
  { name: 'Autre site', href: 'https://other.example/x' },
];

function Cities(props: { phase?: ListPhase; items?: typeof CITIES; choose?: (i: number) => void }) {
  const { phase = 'done', items = CITIES } = props;
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const options: ComboboxOptions = {
    root,
    count: items.length,
    listKey: items,
    phase,
    strings: STRINGS,
    linkOf: (index) => items[index]?.href,
  };
  if (props.choose) options.choose = props.choose;
  const combo = useCombobox(options);
  return (
    <div>
      <div ref={root}>
        <label htmlFor={combo.inputId}>Ville</label>
        <input
          value={text}
          {...combo.getInputProps({ onChange: (e) => setText(e.target.value) })}
        />
        <div data-testid="popup" {...combo.getPopupProps()}>
          <div {...combo.getListboxProps('Villes')}>
            {items.map((item, index) => (
              <div key={item.name} {...combo.getOptionProps(index)}>
                {item.name}
              </div>
            ))}
          </div>
          {combo.message ? <p data-failed={combo.failed}>{combo.message}</p> : null}
        </div>
        <p role="status">{combo.status}</p>
      </div>
      <button type="button">Ailleurs</button>
    </div>
  );
}

const goTo = vi.fn();

beforeEach(() => {
  goTo.mockClear();
  provideNavigation(goTo);
});

async function setup(props: Parameters<typeof Cities>[0] = {}) {
  const user = userEvent.setup();
  const view = await renderWithI18n(<Cities {...props} />, strings);
  return { user, view, input: screen.getByRole('combobox', { name: 'Ville' }) };
}

const popup = () => screen.getByTestId('popup');
const selected = () => screen.queryByRole('option', { selected: true })?.textContent;

describe('useCombobox input and listbox props', () => {
  it('labels the input, points it at the listbox, and opens the popup on typing', async () => {
    const { user, input } = await setup();

    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(popup().hidden).toBe(true);
    await user.type(input, 'li');

    expect(input).toHaveProperty('value', 'li');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('listbox', { name: 'Villes' })).toBeTruthy();
    expect(popup().hidden).toBe(false);
  });

  it('moves the highlight with wrapping arrows and names it in aria-activedescendant', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Liège');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { selected: true }).id,
    );
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('Autre site');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Liège');
  });

  it('highlights the option under the pointer without taking the focus from the input', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.hover(screen.getByText('Namur'));

    expect(selected()).toBe('Namur');
    expect(document.activeElement).toBe(input);
  });

  it('closes with Escape and keeps the focus in the input', async () => {
    const { user, input } = await setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Escape}');

    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('closes on a click outside', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));

    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides an empty listbox and keeps the popup closed while too little is typed', async () => {
    const { user, input } = await setup({ phase: 'short', items: [] });
    await user.click(input);

    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('useCombobox choosing', () => {
  it('goes to the link of the option chosen with Enter, and closes', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(goTo).toHaveBeenCalledWith('/fr/villes/namur');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the link of the option clicked', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.click(screen.getByText('Liège'));

    expect(goTo).toHaveBeenCalledWith('/fr/villes/liege');
  });

  it('never goes to another site, and stays open', async () => {
    const { user, input } = await setup();
    await user.click(input);

    await user.click(screen.getByText('Autre site'));

    expect(goTo).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('hands the index to choose when the options are no links', async () => {
    const choose = vi.fn();
    const { user, input } = await setup({ choose });
    await user.click(input);

    await user.keyboard('{ArrowUp}{Enter}');

    expect(choose).toHaveBeenCalledWith(2);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('lets Enter submit the form when no option is highlighted', async () => {
    const { user, input } = await setup();
    await user.click(input);
    const pressed = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });

    act(() => {
      input.dispatchEvent(pressed);
    });

    expect(pressed.defaultPrevented).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('useCombobox status for screen readers', () => {
  it.each([
    ['done with options', 'done', CITIES, '3 villes', ''],
    ['done without options', 'done', [], 'Rien trouvé.', 'Rien trouvé.'],
    ['failed', 'error', [], 'Indisponible.', 'Indisponible.'],
    // issue 16 §5: a slow answer shows it is coming, not an empty field.
    ['loading', 'loading', [], 'Chargement…', 'Chargement…'],
    ['loading with the options of a shorter term', 'loading', CITIES, 'Chargement…', ''],
    ['waiting for the debounce', 'waiting', [], '', ''],
  ] as const)(
    'says the list %s, and shows a message for loading, none or a failure',
    async (_name, phase, items, status, message) => {
      const { user, input } = await setup({ phase, items: [...items] });
      await user.click(input);

      expect(screen.getByRole('status').textContent).toBe(status);
      expect(popup().querySelector('p')?.textContent ?? '').toBe(message);
    },
  );

  it('says nothing while the combobox is closed', async () => {
    await setup();

    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('marks a failure message as such', async () => {
    const { user, input } = await setup({ phase: 'error', items: [] });
    await user.click(input);

    expect(popup().querySelector('p')?.dataset.failed).toBe('true');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('statusKey', () => {
  it('gives the key for each phase', () => {
    expect(statusKey('short', 0, STRINGS)).toBe('');
    expect(statusKey('waiting', 3, STRINGS)).toBe('');
    expect(statusKey('loading', 3, STRINGS)).toBe('Core.Loading');
    expect(statusKey('error', 3, STRINGS)).toBe('Test.Failed');
    expect(statusKey('done', 0, STRINGS)).toBe('Test.Empty');
    expect(statusKey('done', 3, STRINGS)).toBe('Test.Count');
  });
});
