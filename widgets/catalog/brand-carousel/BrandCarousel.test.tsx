import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import BrandCarousel from './BrandCarousel';
import { BREAKPOINTS, PER_PAGE, perPageFor, queryOf } from './perPage';

const strings = {
  Catalog: {
    BrandCarousel: 'Nos marques',
    PreviousBrands: 'Marques précédentes',
    NextBrands: 'Marques suivantes',
  },
};
const brands = Array.from({ length: 15 }, (_, i) => ({
  slug: `brand-${i + 1}`,
  name: `Brand ${i + 1}`,
  logo: `/media/brand/${i + 1}.svg`,
}));

/** matchMedia for a viewport `width` px wide, reading the queries perPage.ts writes. */
const viewport = (width: number) => (query: string) =>
  width < Number(/width < ([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: viewport(800)(query),
    addEventListener() {},
    removeEventListener() {},
  }));
});

describe('brand carousel breakpoints (spec 000 §9, Splide max-width semantics)', () => {
  it.each([
    [1280, 6],
    [1024, 6],
    [1023.5, 3],
    [1023, 3],
    [800, 3],
    [600, 3],
    [599, 2],
    [560, 2],
    [480, 2],
    [479, 1],
    [400, 1],
    [320, 1],
  ])('at %s px shows %i logos per page', (width, expected) => {
    expect(perPageFor(viewport(width))).toBe(expected);
  });

  it('uses the Splide options the spec gives', () => {
    expect(PER_PAGE).toBe(6);
    expect(BREAKPOINTS).toEqual({ 1023: 3, 599: 2, 479: 1 });
  });

  it('writes media queries a browser understands', () => {
    expect(queryOf(1023)).toBe('(width < 1024px)');
  });
});

describe('brand-carousel (spec 000 §2)', () => {
  it('links every logo to its brand page in the page culture', async () => {
    await renderWithI18n(<BrandCarousel brands={brands} />, strings);
    const region = screen.getByRole('region', { name: 'Nos marques' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const link = screen.getByRole('link', { name: 'Brand 4' });
    expect(link.getAttribute('href')).toBe('/fr/catalog/brand/brand-4');
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(region.querySelector('ul')?.style.getPropertyValue('--per-page')).toBe('3');
  });

  it('turns a page with the arrows, which say when there is nothing more', async () => {
    await renderWithI18n(<BrandCarousel brands={brands} />, strings);
    const track = screen.getByRole('list');
    const scrollBy = vi.fn();
    Object.assign(track, { scrollBy });
    Object.defineProperty(track, 'clientWidth', { value: 900 });
    const previous = screen.getByRole('button', { name: 'Marques précédentes' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Marques suivantes' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 900 });
  });

  it('knows its ends from what is in view, without measuring the track', async () => {
    let report: IntersectionObserverCallback = () => {};
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          watched.push(element);
        }
        disconnect() {}
      },
    );
    await renderWithI18n(<BrandCarousel brands={brands} />, strings);
    const [first, last] = watched;
    const previous = screen.getByRole('button', { name: 'Marques précédentes' });
    const next = screen.getByRole('button', { name: 'Marques suivantes' });
    expect(first?.querySelector('img')?.alt).toBe('Brand 1');
    expect(last?.querySelector('img')?.alt).toBe('Brand 15');
    const seen = (target: Element | undefined, ratio: number) =>
      ({ target, intersectionRatio: ratio }) as IntersectionObserverEntry;

    act(() => report([seen(first, 1), seen(last, 0)], {} as IntersectionObserver));
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');

    act(() => report([seen(first, 0), seen(last, 1)], {} as IntersectionObserver));
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('has no arrows when every logo fits on one page', async () => {
    await renderWithI18n(<BrandCarousel brands={brands.slice(0, 3)} />, strings);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
