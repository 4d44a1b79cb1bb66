/**
 * The order of a widget's assets (issue 14; spec 000 §2 "multi-file asset widget … with
 * ordering", §3 `list-assets-orders-{uid}`): pure moves, used by the buttons, the keys and the
 * drag and drop of src/assets/useReorder.ts alike, so every way of moving gives the same order.
 */

/** The list with the item at `from` moved to `to` (both clamped into the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  if (from < 0 || from > last) return [...list];
  const target = Math.max(0, Math.min(last, to));
  if (target === from) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where a step of `delta` (−1 up, +1 down) takes the item at `index`, or undefined at an end. */
export function stepTarget(length: number, index: number, delta: number): number | undefined {
  const target = index + delta;
  return target >= 0 && target < length && index >= 0 && index < length ? target : undefined;
}

/** The keys that move an item (Alt+Arrow one step, Alt+Home/End to an end), as a target index. */
export function keyTarget(
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean },
  length: number,
  index: number,
): number | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey) return undefined;
  switch (event.key) {
    case 'ArrowUp':
    case 'ArrowLeft':
      return stepTarget(length, index, -1);
    case 'ArrowDown':
    case 'ArrowRight':
      return stepTarget(length, index, 1);
    case 'Home':
      return index > 0 ? 0 : undefined;
    case 'End':
      return index < length - 1 ? length - 1 : undefined;
    default:
      return undefined;
  }
}

/**
 * Where a dragged item lands when dropped on the item at `over`: in its place, so dragging
 * down puts it after that item and dragging up before it (the way the list moves as you drag).
 */
export function dropTarget(from: number, over: number): number | undefined {
  return from === over || from < 0 || over < 0 ? undefined : over;
}
