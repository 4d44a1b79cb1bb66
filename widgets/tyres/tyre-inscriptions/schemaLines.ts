/**
 * The schema lines (spec 001 §4, §9): drawn in 1000 ms only when the diagram is in the
 * viewport and the width is at or above the extra-small breakpoint; hidden below it (CSS);
 * with reduced motion they are shown at once. "In view" is the bundle's visible trigger
 * (src/core/triggers/visible: within 200 px of the viewport), not a second observer.
 */
import { onVisible } from '../../../src/core/triggers/visible';

export const SCHEMA_DRAW_MS = 1000;

export function installSchemaLines(root: HTMLElement, smallBelow: number, reduced: boolean) {
  const cleanups: (() => void)[] = [];
  for (const schema of root.querySelectorAll<HTMLElement>('[data-tyre-schema]')) {
    schema.classList.add('vitrine-tyre-schema');
    if (reduced) schema.classList.add('is-static');
    const wide = window.matchMedia(`(min-width: ${smallBelow}px)`);
    // Reduced motion: shown at once, without waiting for the viewport.
    let seen = reduced;
    const draw = () => {
      if (seen && wide.matches) schema.classList.add('is-drawn');
    };
    const onWidth = () => draw();
    draw();
    wide.addEventListener('change', onWidth);
    const stop = onVisible(schema, () => {
      seen = true;
      draw();
    });
    cleanups.push(() => {
      stop();
      wide.removeEventListener('change', onWidth);
      schema.classList.remove('vitrine-tyre-schema', 'is-drawn', 'is-static');
    });
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
