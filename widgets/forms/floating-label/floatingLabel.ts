import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { type Control, floatable, showsSomething } from './labelState';
import './floatingLabel.css';

interface Pair {
  field: HTMLElement;
  label: HTMLLabelElement;
  control: Control;
}

/** Labels with a field beside them (same parent), inside the element. */
function pairs(element: HTMLElement, selects: boolean): Pair[] {
  const found: Pair[] = [];
  const labels = element.matches('label[for]') ? [element] : [];
  for (const label of [...labels, ...element.querySelectorAll<HTMLLabelElement>('label[for]')]) {
    if (!(label instanceof HTMLLabelElement)) continue;
    const control = element.ownerDocument.getElementById(label.htmlFor);
    const field = label.parentElement;
    if (!field || !floatable(control, selects) || control.parentElement !== field) continue;
    found.push({ field, label, control });
  }
  return found;
}

const floatingLabel: Behavior<Props> = (element, { selects }) => {
  const all = pairs(element, selects);
  const update = ({ field, control }: Pair) =>
    field.classList.toggle('is-filled', showsSomething(control));
  const listeners = all.map((pair) => {
    pair.field.classList.add('vitrine-float');
    pair.label.classList.add('vitrine-float__label');
    pair.control.classList.add('vitrine-float__control');
    if (pair.control instanceof HTMLTextAreaElement)
      pair.field.classList.add('vitrine-float--area');
    update(pair);
    // `input` and `change` for typing and choosing; the autofill animation (floatingLabel.css)
    // for what the browser fills without an input event.
    const onChange = () => update(pair);
    for (const type of ['input', 'change', 'animationstart'])
      pair.control.addEventListener(type, onChange);
    return { pair, onChange };
  });
  // A form reset empties the fields after the event: look again once it is done.
  const form = element.closest('form') ?? element.querySelector('form');
  const onReset = () => setTimeout(() => all.forEach(update));
  form?.addEventListener('reset', onReset);
  requestAnimationFrame(() => element.classList.add('vitrine-float-ready'));
  return () => {
    form?.removeEventListener('reset', onReset);
    element.classList.remove('vitrine-float-ready');
    for (const { pair, onChange } of listeners) {
      for (const type of ['input', 'change', 'animationstart'])
        pair.control.removeEventListener(type, onChange);
      pair.field.classList.remove('vitrine-float', 'vitrine-float--area', 'is-filled');
      pair.label.classList.remove('vitrine-float__label');
      pair.control.classList.remove('vitrine-float__control');
    }
  };
};

export default floatingLabel;
