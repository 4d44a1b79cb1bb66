/**
 * The keyboard and open state of an APG combobox with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): ArrowDown/ArrowUp move the highlight
 * and wrap, Enter follows the highlighted option (otherwise the form submits), Escape closes
 * and keeps focus in the input, a click or focus outside closes.
 */
import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';

export interface Combobox {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Index of the highlighted option, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export function useCombobox(
  root: RefObject<HTMLElement | null>,
  count: number,
  /** Changes whenever the options change: the highlight then starts again. */
  listKey: unknown,
  choose: (index: number) => void,
): Combobox {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

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

  return { open, setOpen, active, setActive, onKeyDown };
}
