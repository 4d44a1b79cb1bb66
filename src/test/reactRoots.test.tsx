import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { type Container, createRoot, type Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { createRootTracker } from './reactRoots';

/** A createRoot double: each root records its unmount. */
function fakeCreateRoot() {
  const unmounted: Container[] = [];
  const create = vi.fn(
    (container: Container) =>
      ({ render: () => {}, unmount: () => unmounted.push(container) }) as unknown as Root,
  );
  return { create, unmounted };
}

describe('createRootTracker', () => {
  it('unmounts every root still mounted, once, and forgets those unmounted already', () => {
    const tracker = createRootTracker();
    const fake = fakeCreateRoot();
    const createTracked = tracker.wrap(fake.create);
    const [first, second, third] = ['a', 'b', 'c'].map(() => document.createElement('div'));
    tracker.started('a test');

    createTracked(first as Container);
    createTracked(second as Container).unmount();
    createTracked(third as Container);

    expect(tracker.unmountAll()).toBe(2);
    expect(fake.unmounted).toEqual([second, first, third]);
    expect(tracker.unmountAll()).toBe(0);
  });

  it('refuses a root created after the test ended, naming that test', () => {
    const tracker = createRootTracker();
    const fake = fakeCreateRoot();
    const createTracked = tracker.wrap(fake.create);
    tracker.started('opens the login modal');
    tracker.ended();

    expect(() => createTracked(document.createElement('div'))).toThrow(
      'a React root was created after "opens the login modal" ended',
    );
    expect(fake.create).not.toHaveBeenCalled();
  });
});

const cleanedUp: string[] = [];

function Widget() {
  useEffect(() => () => void cleanedUp.push('widget'), []);
  return <p>mounted</p>;
}

// The two tests run in order: the second sees what vitest.setup.ts did after the first.
describe('a root our code mounts outside Testing Library (vitest.setup.ts)', () => {
  it('stays mounted while its test runs', () => {
    const element = document.createElement('div');
    document.body.append(element);

    act(() => createRoot(element).render(<Widget />));

    expect(element.textContent).toBe('mounted');
    expect(cleanedUp).toEqual([]);
  });

  it('is unmounted, effects cleaned up, when that test ends', () => {
    expect(cleanedUp).toEqual(['widget']);
  });
});
