/**
 * The required-asset checkbox (issue 14; spec 000 §4 "a required-asset checkbox is ticked when
 * at least one asset exists"). The server renders `<input type="checkbox" data-asset-required
 * data-val-required=…>` inside the widget's element; mounting replaces that content, so the
 * widget renders the same checkbox again (every attribute of the server's copy) and ticks it
 * while it holds an asset. When an asset is added, `onFilled` gets the field so the widget can
 * clear its validation message through src/forms (this layer may not import src/forms).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export const REQUIRED_SELECTOR = 'input[type="checkbox"][data-asset-required]';

/** The server's required checkbox among the widget's fallback nodes, if any. */
export function findRequiredCheckbox(nodes: readonly Node[]): HTMLInputElement | undefined {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.matches(REQUIRED_SELECTOR)) return node as HTMLInputElement;
    const inside = node.querySelector<HTMLInputElement>(REQUIRED_SELECTOR);
    if (inside) return inside;
  }
  return undefined;
}

/** The validation message element of the checkbox among the fallback nodes, if any. */
export function findMessage(nodes: readonly Node[], name: string): HTMLElement | undefined {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const candidates = [node, ...node.querySelectorAll('[data-valmsg-for]')];
    const found = candidates.find((element) => element.getAttribute('data-valmsg-for') === name);
    if (found) return found as HTMLElement;
  }
  return undefined;
}

/** Copies every attribute of `from` (but `skip`) onto `to`. */
function copyAttributes(from: Element, to: Element, skip: readonly string[] = []) {
  for (const { name, value } of from.attributes) {
    if (!skip.includes(name)) to.setAttribute(name, value);
  }
}

interface RequiredCheckboxProps {
  /** The server's checkbox (its attributes are copied). */
  source: HTMLInputElement;
  /** The server's message element of that checkbox (data-valmsg-for), rendered again. */
  message?: HTMLElement | undefined;
  /** How many assets the widget holds. */
  count: number;
  /** Called with the field when the count goes up from what it was. */
  onFilled?: (field: HTMLInputElement) => void;
}

export function RequiredCheckbox({ source, message, count, onFilled }: RequiredCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLSpanElement>(null);
  const previous = useRef(count);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    copyAttributes(source, field, ['type', 'checked', 'name', 'value']);
    // src/forms skips `required` on a checkbox (an unticked box is a valid false, as in
    // jquery.validate.unobtrusive); `enforcetrue` asks for the tick, with the same message.
    const required = source.getAttribute('data-val-required');
    if (required !== null && !source.hasAttribute('data-val-enforcetrue'))
      field.setAttribute('data-val-enforcetrue', required);
    field.classList.add('vitrine-visually-hidden');
    if (message && messageRef.current) copyAttributes(message, messageRef.current);
  }, [source, message]);
  useEffect(() => {
    const field = ref.current;
    if (!field || count === previous.current) return;
    const filled = count > previous.current;
    previous.current = count;
    // The change is heard by the forms runtime like an editor's click.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    if (filled) onFilled?.(field);
  }, [count, onFilled]);
  return (
    <>
      <input
        ref={ref}
        type="checkbox"
        // React's own: it would remove a name it does not know at every update.
        name={source.name || undefined}
        value={source.value}
        checked={count > 0}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* src/forms writes the message into it (its text is not React's). */}
      {message && <span ref={messageRef} />}
    </>
  );
}
