/**
 * Ordering a list by drag and drop, by buttons and by keys (issue 14; spec 000 §2; WCAG 2.5.7:
 * dragging is never the only way). The component renders the items in the order given and
 * calls `onReorder` with the new one; after a move the focus stays on the control that moved
 * the item (or its other move button when that one is now disabled, at an end of the list),
 * and `announcement` says "moved to position n of m" for a live region.
 */
import {
  type DragEvent,
  type KeyboardEvent,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { dropTarget, keyTarget, moveItem } from './reorder';

export interface ReorderOptions<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  onReorder: (next: T[]) => void;
  /** The sentence announced after a move; `position` counts from 1. */
  sentence: (item: T, position: number, count: number) => string;
}

/**
 * A control of an item that may hold the focus after a move ('up', 'down', the drag handle or
 * any other the component names); when it cannot (a disabled button at an end of the list),
 * the item's other move buttons are tried.
 */
export type ReorderControl = string;
const tried = (control: ReorderControl) =>
  control === 'down' ? ['down', 'up'] : [control, 'up', 'down'];

const DRAG_TYPE = 'application/x-vitrine-asset';

export function useReorder<T>({ items, keyOf, onReorder, sentence }: ReorderOptions<T>) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string>();
  const [over, setOver] = useState<string>();
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<{ key: string; control: ReorderControl }>(undefined);
  /** Puts the focus on an item's control once the list rendered again (after a change). */
  const focusAfterRender = useCallback((key: string, control: ReorderControl) => {
    pendingFocus.current = { key, control };
  }, []);
  // The same sentence twice in a row must still be read: it alternates a final no-break space.
  const toggle = useRef(false);

  const move = useCallback(
    (from: number, to: number, control: ReorderControl = 'handle') => {
      const item = items[from];
      if (item === undefined || from === to) return;
      const next = moveItem(items, from, to);
      const position = next.indexOf(item) + 1;
      pendingFocus.current = { key: keyOf(item), control };
      toggle.current = !toggle.current;
      setAnnouncement(sentence(item, position, next.length) + (toggle.current ? '' : '\u00a0'));
      onReorder(next);
    },
    [items, keyOf, onReorder, sentence],
  );

  // After the list rendered in its new order: the focus back on the moved item's control.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = undefined;
    for (const control of tried(pending.control)) {
      const element = controls.current.get(`${pending.key}\n${control}`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  /** The ref of an item's control, so the focus can come back to it after a move. */
  const controlRef = (key: string, control: ReorderControl) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${key}\n${control}`, element);
    else controls.current.delete(`${key}\n${control}`);
  };

  /** Alt+Arrow moves one step, Alt+Home/End to an end (on any control of the item). */
  const onKeyDown = (index: number, control: ReorderControl) => (event: KeyboardEvent) => {
    const target = keyTarget(event, items.length, index);
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    move(index, target, control);
  };

  const keyAt = (index: number) => {
    const item = items[index];
    return item === undefined ? undefined : keyOf(item);
  };
  const indexOfKey = (key: string | undefined) =>
    key === undefined ? -1 : items.findIndex((item) => keyOf(item) === key);

  /** The drag handle of the item at `index` (HTML drag and drop, pointer). */
  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      const key = keyAt(index);
      if (key === undefined) return;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_TYPE, key);
      setDragging(key);
    },
    onDragEnd: () => {
      setDragging(undefined);
      setOver(undefined);
    },
  });

  /** The drop target of the item at `index`: the dragged item takes its place. */
  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragging === undefined) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(keyAt(index));
    },
    onDrop: (event: DragEvent) => {
      const from = indexOfKey(dragging ?? event.dataTransfer.getData(DRAG_TYPE));
      setDragging(undefined);
      setOver(undefined);
      const target = dropTarget(from, index);
      if (target === undefined) return;
      event.preventDefault();
      move(from, target, 'handle');
    },
  });

  return {
    announcement,
    move,
    focusAfterRender,
    controlRef,
    onKeyDown,
    handleProps,
    dropProps,
    dragging,
    over,
  };
}
