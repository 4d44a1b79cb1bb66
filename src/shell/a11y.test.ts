import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, focusPage } from './a11y';

// docs/decisions/008-page-shell.md ("Announcement"): focus goes to the new h1 (or the region)
// without scrolling; one persistent polite live region reads the new title.

function region(html: string): HTMLElement {
  document.body.innerHTML = `<main data-page-region>${html}</main>`;
  return document.querySelector('main') as HTMLElement;
}

describe('focusPage', () => {
  it('focuses the h1 of the region without scrolling', () => {
    const main = region('<p>Intro</p><h1>Vélos</h1>');
    const h1 = main.querySelector('h1') as HTMLElement;
    const focus = vi.spyOn(h1, 'focus');

    focusPage(main);

    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('keeps a tabindex the heading already has', () => {
    const main = region('<h1 tabindex="0">Vélos</h1>');

    focusPage(main);

    expect(main.querySelector('h1')?.getAttribute('tabindex')).toBe('0');
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('focuses the region itself when it has no h1', () => {
    const main = region('<h2>Sans titre principal</h2>');
    const focus = vi.spyOn(main, 'focus');

    focusPage(main);

    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('ignores an h1 outside the region', () => {
    document.body.innerHTML = '<header><h1>Boutique</h1></header><main></main>';
    const main = document.querySelector('main') as HTMLElement;

    focusPage(main);

    expect(document.activeElement).toBe(main);
  });
});

describe('announce', () => {
  let frames: FrameRequestCallback[];
  const nextFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };
  const liveRegions = () => document.querySelectorAll('[aria-live]');

  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  it('writes the text into a polite live region', () => {
    announce('Vélos – Boutique');
    nextFrame();

    const live = liveRegions();
    expect(live).toHaveLength(1);
    expect(live[0]?.getAttribute('aria-live')).toBe('polite');
    expect(live[0]?.getAttribute('aria-atomic')).toBe('true');
    expect(live[0]?.textContent).toBe('Vélos – Boutique');
  });

  it('empties the region first and writes in the next frame, so an equal title is read again', () => {
    announce('Vélos');
    nextFrame();

    announce('Vélos');
    expect(liveRegions()[0]?.textContent).toBe('');
    nextFrame();
    expect(liveRegions()[0]?.textContent).toBe('Vélos');
  });

  it('reuses the same element on every call', () => {
    announce('Vélos');
    nextFrame();
    const first = liveRegions()[0];

    announce('Casques');
    nextFrame();

    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]).toBe(first);
    expect(first?.textContent).toBe('Casques');
  });

  it('creates a new region when the old one left the document', () => {
    announce('Vélos');
    nextFrame();
    const first = liveRegions()[0];
    first?.remove();

    announce('Casques');
    nextFrame();

    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]).not.toBe(first);
    expect(liveRegions()[0]?.textContent).toBe('Casques');
  });

  it('keeps the region out of sight but not hidden from assistive technology', () => {
    announce('Vélos');

    const live = liveRegions()[0] as HTMLElement;
    expect(live.hidden).toBe(false);
    expect(live.getAttribute('aria-hidden')).toBeNull();
    expect(live.style.position).toBe('absolute');
    expect(live.style.width).toBe('1px');
  });
});
