import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { applyPageSettings } from '../test/settings';
import { mountedCount, unmount, useRegistry } from './loader';
import { observe } from './observer';
import { buildRegistry } from './registry';
import { defineBehavior } from './widget';

let stop: () => void = () => {};
let enhanced: ReturnType<typeof vi.fn<(element: HTMLElement) => void>>;
let cleanedUp: ReturnType<typeof vi.fn<(element: HTMLElement) => void>>;

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  enhanced = vi.fn();
  cleanedUp = vi.fn();
  const copyLink = defineBehavior({
    props: z.object({ label: z._default(z.string(), 'Copy') }),
    load: () =>
      Promise.resolve({
        default: (element: HTMLElement, props: { label: string }) => {
          enhanced(element);
          const button = document.createElement('button');
          button.textContent = props.label;
          element.append(button);
          return () => cleanedUp(element);
        },
      }),
  });
  useRegistry(
    buildRegistry({
      '../../widgets/test/copy-link/index.ts': () => Promise.resolve({ default: copyLink }),
    }),
  );
});

afterEach(() => {
  stop();
  unmount(document.body);
});

function placeholder(label: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = 'copy-link';
  element.dataset.label = label;
  return element;
}

describe('observe', () => {
  it('mounts a placeholder that another script appends to the page', async () => {
    stop = observe(document.body);
    const wrapper = document.createElement('section');
    wrapper.append(placeholder('Inserted'));

    document.body.append(wrapper);

    expect(await screen.findByRole('button', { name: 'Inserted' })).toBeTruthy();
    expect(mountedCount()).toBe(1);
  });

  it('scans what was inserted after the next paint, in one batch (issue 16 §2)', async () => {
    stop = observe(document.body);
    const first = placeholder('First');
    const second = placeholder('Second');
    document.body.append(first);
    document.body.append(second);
    await Promise.resolve();

    expect(first.dataset.widgetState).toBeUndefined();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(first.dataset.widgetState).toBeUndefined();

    expect(await screen.findByRole('button', { name: 'Second' })).toBeTruthy();
    expect(enhanced.mock.calls.map(([element]) => element)).toEqual([first, second]);
  });

  it('does not mount what was inserted and removed again before the paint', async () => {
    stop = observe(document.body);
    const passing = placeholder('Passing');
    const staying = placeholder('Staying');
    document.body.append(passing, staying);
    passing.remove();

    await screen.findByRole('button', { name: 'Staying' });
    expect(enhanced).toHaveBeenCalledExactlyOnceWith(staying);
    expect(passing.dataset.widgetState).toBeUndefined();
  });

  it('unmounts a widget whose element another script removes', async () => {
    stop = observe(document.body);
    const element = placeholder('Removed');
    document.body.append(element);
    await screen.findByRole('button', { name: 'Removed' });

    element.remove();

    await waitFor(() => expect(cleanedUp).toHaveBeenCalledExactlyOnceWith(element));
    expect(mountedCount()).toBe(0);
  });

  it('keeps a widget that is only moved to another place of the page', async () => {
    stop = observe(document.body);
    const target = document.createElement('aside');
    const element = placeholder('Moved');
    document.body.append(target, element);
    await screen.findByRole('button', { name: 'Moved' });

    target.append(element);
    // A second, later change tells us the observer has seen the move.
    document.body.append(placeholder('Later'));
    await screen.findByRole('button', { name: 'Later' });

    expect(cleanedUp).not.toHaveBeenCalled();
    expect(enhanced).toHaveBeenCalledTimes(2);
  });

  it('watches nothing once stopped', async () => {
    stop = observe(document.body);
    stop();

    document.body.append(placeholder('Ignored'));
    // Mutation records are delivered in a microtask; let one pass.
    await Promise.resolve();
    await Promise.resolve();

    expect(enhanced).not.toHaveBeenCalled();
    expect(mountedCount()).toBe(0);
  });
});
