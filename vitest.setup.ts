import { createRequire } from 'node:module';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// One tracker for the whole file: vi.resetModules() in a test re-creates the mocked module
// below, never this object (src/test/reactRoots.ts says why roots are tracked).
const roots = await vi.hoisted(async () =>
  (await import('./src/test/reactRoots')).createRootTracker(),
);

// Only modules vitest loads see this mock: Testing Library's own react-dom is untouched, and
// cleanup() unmounts what render() mounted.
vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  return { ...actual, createRoot: roots.wrap(actual.createRoot) };
});

/**
 * Resolves once React's scheduler has run every task queued so far: work scheduled outside
 * act() (a root's render, a state change after a fetch) runs now, while the DOM still exists.
 * Its lowest priority runs after everything else, and the scheduler keeps the real timers it
 * found when it loaded, whatever fake timers a test installed.
 */
const scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_IdlePriority: number;
  unstable_scheduleCallback: (priority: number, callback: () => void) => unknown;
};
const drainScheduler = () =>
  new Promise<void>((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve);
  });

beforeEach(() => {
  roots.started(expect.getState().currentTestName ?? 'a test');
});

// Registered first, so it runs after the test file's own afterEach hooks (sequence.hooks: stack).
afterEach(async () => {
  cleanup();
  act(() => {
    roots.unmountAll();
  });
  await drainScheduler();
  roots.ended();
  document.body.innerHTML = '';
});
