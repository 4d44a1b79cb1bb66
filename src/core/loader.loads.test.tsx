/**
 * What the loader waits for and keeps (issue 16 §2): one load per widget name however many
 * placeholders, a failed load tried again by the next placeholder, and the server markup kept
 * as it is (the nodes themselves, never copies) and put back when a widget fails.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { listen, server, stringResources } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { scan, unmount, useRegistry } from './loader';
import { buildRegistry } from './registry';
import { defineBehavior, defineWidget } from './widget';

listen();

beforeAll(async () => {
  await import('./react/mount');
});

function Badge({ label }: { label: string }) {
  return <b>{label}</b>;
}

function Broken(): never {
  throw new Error('render failed');
}

const component = vi.fn(() => Promise.resolve({ default: Badge }));
const brokenComponent = vi.fn(() => Promise.resolve({ default: Broken }));
const behaviour = vi.fn(() =>
  Promise.resolve({
    default: (element: HTMLElement) => {
      element.dataset.enhanced = 'yes';
      return () => delete element.dataset.enhanced;
    },
  }),
);

const badge = defineWidget({ props: z.object({ label: z.string() }), load: component });
const broken = defineWidget({ props: z.object({}), load: brokenComponent });
const stepper = defineBehavior({ props: z.object({}), load: behaviour });

const importers = {
  badge: vi.fn(() => Promise.resolve({ default: badge })),
  broken: vi.fn(() => Promise.resolve({ default: broken })),
  stepper: vi.fn(() => Promise.resolve({ default: stepper })),
  flaky: vi.fn<() => Promise<{ default: typeof badge }>>(),
};

const states = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'), (e) => e.dataset.widgetState);

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  server.use(stringResources({}));
  for (const spy of [component, brokenComponent, behaviour, ...Object.values(importers)]) {
    spy.mockClear();
  }
  useRegistry(
    buildRegistry(
      Object.fromEntries(
        Object.entries(importers).map(([name, load]) => [
          `../../widgets/test/${name}/index.ts`,
          load,
        ]),
      ),
    ),
  );
});

afterEach(() => {
  unmount(document.body);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('one load per widget name', () => {
  it('loads a definition and its component once for 50 placeholders of one widget', async () => {
    document.body.innerHTML = Array.from(
      { length: 50 },
      (_, i) => `<span data-widget="badge" data-label="n${i}"></span>`,
    ).join('');

    scan(document);

    await waitFor(() => expect(states().every((state) => state === 'mounted')).toBe(true));
    expect(importers.badge).toHaveBeenCalledTimes(1);
    expect(component).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('n49');
  });

  it('loads a behaviour once for 100 placeholders', async () => {
    document.body.innerHTML = '<span data-widget="stepper"></span>'.repeat(100);

    scan(document);

    await waitFor(() => expect(states().every((state) => state === 'mounted')).toBe(true));
    expect(importers.stepper).toHaveBeenCalledTimes(1);
    expect(behaviour).toHaveBeenCalledTimes(1);
  });

  it('does not load a component whose props are refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<span data-widget="badge"></span>';

    scan(document);

    await waitFor(() => expect(states()).toEqual(['failed']));
    expect(component).not.toHaveBeenCalled();
  });

  it('tries a failed load again for the next placeholder of that name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Two attempts per load (spec 000 §9: one retry), both refused; then the chunk answers.
    importers.flaky
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: badge });
    document.body.innerHTML = '<span id="first" data-widget="flaky" data-label="a">a</span>';
    scan(document);
    await waitFor(() => expect(states()).toEqual(['failed']));

    document.body.insertAdjacentHTML(
      'beforeend',
      '<span id="second" data-widget="flaky" data-label="b"></span>',
    );
    scan(document);

    await waitFor(() => expect(states()).toEqual(['failed', 'mounted']));
    expect(importers.flaky).toHaveBeenCalledTimes(3);
  });
});

describe('the server markup', () => {
  it('puts the very nodes back when a component fails, typed values included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-widget="broken"><form><input name="q"></form><p>Plain link</p></div>';
    const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
    const input = element.querySelector('input') as HTMLInputElement;
    input.value = 'typed before the widget came';

    scan(document);

    await waitFor(() => expect(states()).toEqual(['failed']));
    expect(element.querySelector('input')).toBe(input);
    expect(input.value).toBe('typed before the widget came');
    expect(element.querySelector('p')?.textContent).toBe('Plain link');
  });

  it('leaves a behaviour’s markup in place when its chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new TypeError('Failed to fetch dynamically imported module');
    behaviour.mockRejectedValueOnce(refused).mockRejectedValueOnce(refused);
    document.body.innerHTML = '<div data-widget="stepper"><input type="number" value="2"></div>';
    const input = document.querySelector('input');
    const removals: Node[] = [];
    const observer = new MutationObserver((records) =>
      removals.push(...records.flatMap((record) => [...record.removedNodes])),
    );
    observer.observe(document.body, { childList: true, subtree: true });

    scan(document);

    await waitFor(() => expect(states()).toEqual(['failed']));
    await Promise.resolve();
    observer.disconnect();
    expect(document.querySelector('input')).toBe(input);
    expect(removals).toEqual([]);
  });
});
