/**
 * The React roots our code creates outside Testing Library (the UI host that src/ui/services
 * mounts on first use, widgets the loader mounts through core/react/mount), so that
 * vitest.setup.ts can unmount them when a test ends. A root left mounted keeps React work
 * scheduled (renders, effects, a toast's timers) that may run after jsdom is torn down, where
 * it fails the run with "window is not defined" (issue 9 §8).
 */
import type { createRoot as CreateRoot, Root } from 'react-dom/client';

export interface RootTracker {
  /** createRoot as our code gets it: the root is remembered until it is unmounted. */
  wrap: (createRoot: typeof CreateRoot) => typeof CreateRoot;
  started: (test: string) => void;
  /** Unmounts every root still mounted and returns how many there were. */
  unmountAll: () => number;
  ended: () => void;
}

export function createRootTracker(): RootTracker {
  const roots = new Set<Root>();
  let running: string | undefined;
  let last = 'no test';
  return {
    wrap: (createRoot) => (container, options) => {
      // Between tests no cleanup would ever unmount it: say which test left the work running.
      if (running === undefined) {
        throw new Error(
          `a React root was created after "${last}" ended: that test must await what it starts`,
        );
      }
      const root = createRoot(container, options);
      roots.add(root);
      const unmount = root.unmount.bind(root);
      root.unmount = () => {
        roots.delete(root);
        unmount();
      };
      return root;
    },
    started: (test) => {
      running = test;
    },
    unmountAll: () => {
      const count = roots.size;
      for (const root of [...roots]) root.unmount();
      return count;
    },
    ended: () => {
      last = running ?? last;
      running = undefined;
    },
  };
}
