/** Timing helper of `npm run bench`. */
import type { Page } from '@playwright/test';

/** Resolves with ms from the next click to the named event (strings: no tsx helpers in the page). */
export const clickTo = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        let started = performance.now();
        document.addEventListener(
          'click',
          () => {
            started = performance.now();
          },
          { capture: true, once: true },
        );
        document.addEventListener(name, () => resolve(performance.now() - started), { once: true });
      }),
    event,
  );
