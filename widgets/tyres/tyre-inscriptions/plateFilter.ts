/**
 * spec 001 §5: plate-format inputs keep only letters and digits. The caret stays after the
 * same character it followed, however many characters before it were dropped.
 */
const KEPT = /[\p{L}\p{N}]/u;

export function filterPlate(value: string, caret: number): { value: string; caret: number } {
  let kept = '';
  let caretAt = 0;
  [...value].forEach((char, index) => {
    if (KEPT.test(char)) kept += char;
    if (index < caret) caretAt = kept.length;
  });
  // A caret at the very end stays at the end.
  return { value: kept, caret: caret >= value.length ? kept.length : caretAt };
}

/** Filters `input[data-plate]` under `root` as the shopper types; returns the cleanup. */
export function installPlateFilter(root: HTMLElement): () => void {
  const onInput = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('[data-plate]')) return;
    const { value, caret } = filterPlate(input.value, input.selectionStart ?? input.value.length);
    if (value === input.value) return;
    input.value = value;
    input.setSelectionRange(caret, caret);
  };
  root.addEventListener('input', onInput);
  return () => root.removeEventListener('input', onInput);
}
