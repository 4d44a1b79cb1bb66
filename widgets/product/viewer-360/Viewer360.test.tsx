import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProps } from '../../../src/core/props';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import definition, { AUTO_ROTATE_MS } from './index';
import Viewer360 from './Viewer360';

const strings = {
  Catalog: {
    RotateView: 'Vue à 360°',
    SpinOf: 'Vue à 360° : {{name}}',
    SpinFrame: 'Vue {{index}} sur {{count}}',
    SpinHelp: 'Faites glisser l’image ou utilisez les flèches.',
    SpinUnavailable: 'La vue à 360° n’a pas pu être chargée.',
    PauseRotation: 'Mettre la rotation en pause',
    PlayRotation: 'Lancer la rotation',
  },
};
const SRC = '/media/product/1005/spin/{frame}.svg';

/** Image objects the viewer preloads; the test decides when each loads or fails. */
class FakeImage {
  static all: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.all.push(this);
  }
}
const loadAll = () =>
  act(() => {
    for (const image of FakeImage.all) image.onload?.();
  });

let reduce = false;
beforeEach(() => {
  reduce = false;
  FakeImage.all = [];
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const renderViewer = (props: { interval?: number; name?: string; src?: string } = {}) =>
  renderWithI18n(
    <Viewer360
      src={props.src ?? SRC}
      frames={24}
      interval={props.interval ?? AUTO_ROTATE_MS}
      name={props.name}
    />,
    strings,
  );
const slider = () => screen.getByRole('slider');
const value = () => Number(slider().getAttribute('aria-valuenow'));
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('viewer-360 (spec 000 §2, §9)', () => {
  it('keeps relative frame addresses of the page it was written for after the address changes', async () => {
    history.replaceState(null, '', '/fr/gallery');
    await renderViewer({ src: '../media/product/1005/spin/{frame}.svg' });
    history.replaceState(null, '', '/fr/catalog/category/shoes');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(slider().querySelector('img')?.getAttribute('src')).toBe(
      `${location.origin}/media/product/1005/spin/0.svg`,
    );
  });

  it('is a named slider whose value reads as a frame of the turn', async () => {
    await renderViewer({ name: 'Sandale' });
    expect(slider().getAttribute('aria-label')).toBe('Vue à 360° : Sandale');
    expect(slider().getAttribute('aria-valuetext')).toBe('Vue 1 sur 24');
    expect(slider().getAttribute('aria-valuemax')).toBe('24');
    expect(slider().tabIndex).toBe(0);
    // Absolute: resolved against the page the widget was written for (the shell moves on).
    expect(slider().querySelector('img')?.getAttribute('src')).toBe(
      `${location.origin}/media/product/1005/spin/0.svg`,
    );
  });

  it('preloads every frame and only turns once they are all loaded', async () => {
    await renderViewer();
    expect(FakeImage.all.map((image) => image.src)).toHaveLength(24);
    expect(FakeImage.all[23]?.src).toBe(`${location.origin}/media/product/1005/spin/23.svg`);
    expect(slider().getAttribute('aria-busy')).toBe('true');
    await elapse(1000);
    expect(value()).toBe(1);
    await loadAll();
    expect(slider().getAttribute('aria-busy')).toBe('false');
  });

  it('turns one frame every 100 ms by default and wraps after the last frame', async () => {
    await renderViewer();
    await loadAll();
    await elapse(99);
    expect(value()).toBe(1);
    await elapse(1);
    expect(value()).toBe(2);
    await elapse(2400);
    expect(value()).toBe(2);
    expect(slider().getAttribute('aria-valuetext')).toBe('Vue 2 sur 24');
  });

  it('follows the interval attribute', async () => {
    await renderViewer({ interval: 500 });
    await loadAll();
    await elapse(1000);
    expect(value()).toBe(3);
  });

  it('pauses and plays with its button', async () => {
    await renderViewer();
    await loadAll();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre la rotation en pause' }));
    await elapse(5000);
    expect(value()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer la rotation' }));
    await elapse(300);
    expect(value()).toBe(4);
  });

  it('never turns by itself when the shopper prefers reduced motion', async () => {
    reduce = true;
    await renderViewer();
    await loadAll();
    await elapse(5000);
    expect(value()).toBe(1);
    expect(screen.getByRole('button', { name: 'Lancer la rotation' })).toBeTruthy();
  });

  it('turns with ←/→, Home and End, and stops turning by itself once focused', async () => {
    await renderViewer();
    await loadAll();
    act(() => slider().focus());
    expect(screen.getByRole('button', { name: 'Lancer la rotation' })).toBeTruthy();
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(value()).toBe(3);
    fireEvent.keyDown(slider(), { key: 'Home' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(value()).toBe(24);
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(slider().getAttribute('aria-valuetext')).toBe('Vue 24 sur 24');
    await elapse(1000);
    expect(value()).toBe(24);
  });

  it('turns once per drag across its width, and stops turning by itself', async () => {
    await renderViewer();
    await loadAll();
    Object.defineProperty(slider(), 'clientWidth', { value: 240 });
    fireEvent.pointerDown(slider(), { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 150, pointerId: 1 });
    expect(value()).toBe(6);
    fireEvent.pointerMove(slider(), { clientX: 60, pointerId: 1 });
    expect(value()).toBe(21);
    fireEvent.pointerUp(slider(), { pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 200, pointerId: 1 });
    expect(value()).toBe(21);
    await elapse(1000);
    expect(value()).toBe(21);
  });

  it('says the view is unavailable when a frame fails to load', async () => {
    await renderViewer();
    await act(() => FakeImage.all[5]?.onerror?.());
    expect(screen.getByText('La vue à 360° n’a pas pu être chargée.')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    await loadAll();
    await elapse(1000);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('stops its timer when unmounted', async () => {
    const { unmount } = await renderViewer();
    await loadAll();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('viewer-360: data attributes', () => {
  const element = (attributes: Record<string, string>) => {
    const div = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
    return div;
  };

  it('reads src, frames and the 100 ms default interval', () => {
    const result = readProps(
      element({ 'data-src': SRC, 'data-frames': '24' }),
      definition.props,
      'viewer-360',
    );
    expect(result).toEqual({ ok: true, props: { src: SRC, frames: 24, interval: 100 } });
  });

  it.each([
    [{ 'data-src': '/spin/0.svg', 'data-frames': '24' }, 'data-src'],
    [{ 'data-src': SRC, 'data-frames': 'many' }, 'data-frames'],
    [{ 'data-src': SRC, 'data-frames': '1' }, 'data-frames'],
    [{ 'data-src': SRC, 'data-frames': '24', 'data-interval': '0' }, 'data-interval'],
  ])('refuses %j, naming %s', (attributes, attribute) => {
    const result = readProps(element(attributes), definition.props, 'viewer-360');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(attribute);
  });
});
