/**
 * An APG combobox with a listbox popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/),
 * markup included: prop getters for the input, the popup, the listbox and its
 * options, and the status text screen readers hear. ArrowDown/ArrowUp move the highlight and
 * wrap, Enter follows the highlighted option (otherwise the form submits), Escape closes and
 * keeps focus in the input, a click or focus outside closes. Type-aheads (search, customer
 * references, and the city, customer and select type-aheads to come) render their own options
 * inside these props.
 */
import {
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useState,
} from 'react';
import { navigate } from '../core/navigation';
import { safeReturnUrl } from '../core/paths';
import { useTranslation } from '../core/react/translation';

/**
 * Where the options for the typed text stand: `short`, too little typed to show or say
 * anything; `waiting`, typed but not asked yet; then `loading`, `done` or `error`.
 */
export type ListPhase = 'short' | 'waiting' | 'loading' | 'done' | 'error';

/**
 * The string keys of what the status says (the popup shows the first two in place of options).
 * Loading is `Core.Loading` for every combobox.
 */
export interface ComboboxStrings {
  failed: string;
  empty: string;
  /** The number of options in words, given `count` ("2 suggestions"). */
  count: string;
}

export interface ComboboxOptions {
  /** The element holding the input and the popup: a pointer or focus outside it closes. */
  root: RefObject<HTMLElement | null>;
  /** How many options are shown. */
  count: number;
  /** Changes whenever the options change: the highlight then starts again. */
  listKey: unknown;
  phase: ListPhase;
  strings: ComboboxStrings;
  /**
   * The address option `index` leads to: choosing it closes the popup and goes there, through
   * the page shell (same-origin addresses only; another one does nothing).
   */
  linkOf?: (index: number) => string | undefined;
  /** What choosing option `index` does otherwise (a city into a field, a value into a select). */
  choose?: (index: number) => void;
}

/** The key of the status of a list: failure, nothing found, loading, how many options, or none. */
export function statusKey(phase: ListPhase, count: number, strings: ComboboxStrings): string {
  if (phase === 'error') return strings.failed;
  if (phase === 'done') return count === 0 ? strings.empty : strings.count;
  return phase === 'loading' ? 'Core.Loading' : '';
}

export function useCombobox(options: ComboboxOptions) {
  const { root, count, listKey, phase, strings, linkOf } = options;
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  function choose(index: number) {
    if (options.choose) return options.choose(index);
    const href = linkOf?.(index);
    const safe = href === undefined ? undefined : safeReturnUrl(href);
    if (!safe) return;
    setOpen(false);
    navigate(safe);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey is the trigger, on purpose.
  useEffect(() => setActive(-1), [listKey]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, root]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return setActive(-1);
      // From no highlight, ArrowDown goes to the first option and ArrowUp to the last.
      const from = active < 0 ? (step > 0 ? -1 : count) : active;
      return setActive((from + step + count) % count);
    }
    if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      return choose(active);
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const key = statusKey(phase, count, strings);
  const status = key && t(key, { count });
  /**
   * Shown in the popup in place of options: loading (issue 16 §5: a slow answer must not look
   * like no answer), nothing found, or the list is unavailable. While a longer term loads, the
   * options of the term it extends stay instead.
   */
  const message =
    phase === 'error' || ((phase === 'done' || phase === 'loading') && count === 0) ? status : '';
  const expanded = open && phase !== 'short' && (count > 0 || message !== '');
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return {
    /** A base for the ids of the widget's own elements (a hint: `${id}-hint`). */
    id,
    /** For the label's htmlFor (written out in the label, so the a11y lint sees it). */
    inputId,
    open,
    setOpen,
    /** Index of the highlighted option, -1 for none. */
    active,
    setActive,
    expanded,
    /** What the live region says: the status while the combobox is open, nothing otherwise. */
    status: open ? status : '',
    message,
    failed: phase === 'error',
    /** The message is the loading one. */
    loading: phase === 'loading' && count === 0,
    /**
     * The input's props; an onChange given here runs first, then the popup opens; an onKeyDown
     * runs after the combobox's own keys.
     */
    getInputProps: ({
      onChange,
      onKeyDown: ownKeyDown,
      autoComplete,
      ...own
    }: InputHTMLAttributes<HTMLInputElement> = {}): InputHTMLAttributes<HTMLInputElement> => ({
      ...own,
      id: inputId,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      // A field with a purpose (a postal code) keeps its token (WCAG 1.3.5); others are 'off'.
      autoComplete: autoComplete ?? 'off',
      spellCheck: false,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        setOpen(true);
      },
      onFocus: () => setOpen(true),
      // The combobox's keys first, then the field's own (the postal code suppresses Enter).
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        onKeyDown(event);
        ownKeyDown?.(event);
      },
    }),
    /** The popup stays in the page, hidden, so aria-controls always points somewhere. */
    getPopupProps: (): HTMLAttributes<HTMLElement> => ({ hidden: !expanded }),
    getListboxProps: (label: string): HTMLAttributes<HTMLElement> => ({
      id: listId,
      role: 'listbox',
      'aria-label': label,
      hidden: count === 0,
    }),
    /**
     * Options stay unfocusable: focus remains in the input, which moves the highlight
     * (aria-activedescendant) and handles every key; a press must not blur it before it counts.
     */
    getOptionProps: (index: number): HTMLAttributes<HTMLElement> => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onMouseDown: (event) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== active) setActive(index);
      },
      onClick: () => choose(index),
    }),
  };
}

export type Combobox = ReturnType<typeof useCombobox>;
