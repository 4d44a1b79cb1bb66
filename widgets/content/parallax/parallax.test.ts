import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import parallax from './parallax';
import { PARALLAX_DIVISOR, parallaxOffset, parallaxOverflow } from './parallaxMath';

describe('the parallax factor (spec 001 §9: scroll divided by 4)', () => {
  it('moves the picture by a quarter of the scroll, from nothing when the box is centred', () => {
    expect(PARALLAX_DIVISOR).toBe(4);
    // A 400 px box in an 800 px viewport, centred: no offset.
    expect(parallaxOffset(200, 400, 800)).toBe(0);
    // 100 px of scroll moves the box up by 100 px and the picture down by 25 px.
    expect(parallaxOffset(100, 400, 800)).toBe(25);
    expect(parallaxOffset(-300, 400, 800) - parallaxOffset(100, 400, 800)).toBe(100);
    expect(parallaxOffset(100, 400, 800, 8)).toBe(12.5);
  });

  it('grows the layer by the largest offset while the box is in view', () => {
    // From the box's top at the viewport's bottom to its bottom at the viewport's top.
    expect(parallaxOverflow(400, 800)).toBe(150);
    expect(Math.abs(parallaxOffset(800, 400, 800))).toBe(150);
    expect(parallaxOffset(-400, 400, 800)).toBe(150);
  });
});

let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}
let frames: FrameRequestCallback[] = [];
let reduce = false;
let motionChange: () => void = () => {};

function mount() {
  const element = document.createElement('div');
  element.innerHTML = '<img src="/hero.jpg" alt="">';
  document.body.append(element);
  let top = 200;
  element.getBoundingClientRect = () => ({ top, height: 400 }) as DOMRect;
  const cleanup = parallax(element, { divisor: 4 }, widgetContext(element));
  const img = element.querySelector('img') as HTMLImageElement;
  const scrollTo = (boxTop: number) => {
    top = boxTop;
    window.dispatchEvent(new Event('scroll'));
  };
  const runFrames = () => {
    const now = frames;
    frames = [];
    for (const frame of now) frame(0);
  };
  const intersect = (isIntersecting: boolean) =>
    observers[0]?.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  return { element, img, cleanup, scrollTo, runFrames, intersect };
}

beforeEach(() => {
  applyPageSettings();
  observers = [];
  frames = [];
  reduce = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => {
      motionChange = listener;
    },
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('parallax', () => {
  it('moves the picture once a frame, only while the box is in view', () => {
    const { img, element, scrollTo, runFrames, intersect } = mount();
    expect(element.classList.contains('vitrine-parallax')).toBe(true);
    scrollTo(100);
    expect(frames).toHaveLength(0);
    intersect(true);
    scrollTo(100);
    scrollTo(100);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(img.style.transform).toBe('translate3d(0, 25.0px, 0)');
    expect(element.style.getPropertyValue('--vitrine-parallax-overflow')).toBe('150px');
    intersect(false);
    scrollTo(-300);
    expect(frames).toHaveLength(0);
  });

  it('leaves the picture still under reduced motion, and stops when the shopper asks', () => {
    reduce = true;
    const still = mount();
    still.intersect(true);
    still.scrollTo(100);
    expect(frames).toHaveLength(0);
    expect(still.img.style.transform).toBe('');
    still.cleanup();
    reduce = false;
    observers = [];
    const moving = mount();
    moving.intersect(true);
    moving.runFrames();
    expect(moving.img.style.transform).not.toBe('');
    reduce = true;
    motionChange();
    expect(moving.img.style.transform).toBe('');
    expect(moving.element.classList.contains('vitrine-parallax')).toBe(false);
  });

  it('puts the server markup back when unmounted', () => {
    const { img, element, cleanup, intersect, runFrames } = mount();
    intersect(true);
    runFrames();
    cleanup();
    expect(observers[0]?.disconnected).toBe(true);
    expect(img.getAttribute('style')).toBe('');
    expect(img.className).toBe('');
    expect(element.className).toBe('');
  });
});
