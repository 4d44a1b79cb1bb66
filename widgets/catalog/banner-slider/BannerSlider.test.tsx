import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import BannerSlider from './BannerSlider';
import type { BannerSlide } from './index';

const strings = {
  Catalog: {
    BannerSlider: 'Promotions',
    SlideOf: '{{index}} sur {{count}}',
    PreviousSlide: 'Diapositive précédente',
    NextSlide: 'Diapositive suivante',
    GoToSlide: 'Aller à la diapositive {{index}}',
    PauseSlides: 'Mettre le diaporama en pause',
    PlaySlides: 'Relancer le diaporama',
  },
};
const slides: BannerSlide[] = [
  {
    image: '/media/banner/1.svg',
    alt: '',
    heading: 'Soldes',
    cta: 'Voir',
    href: '/fr/catalog',
    id: 'sale',
    name: 'Soldes d’hiver',
  },
  {
    image: '/media/banner/2.svg',
    alt: '',
    heading: 'Nouveautés',
    cta: 'Découvrir',
    href: '/fr/new',
  },
  {
    video: '/media/banner/loop.webm',
    poster: '/media/banner/3.svg',
    alt: 'Atelier',
    heading: 'Atelier',
  },
];

let reduce = false;
let layer: unknown[];
beforeEach(() => {
  reduce = false;
  layer = [];
  vi.stubGlobal('dataLayer', { push: (entry: unknown) => layer.push(entry) });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

const current = () =>
  screen
    .getAllByRole('group')
    .find((slide) => !slide.hasAttribute('inert'))
    ?.getAttribute('aria-label');
/** jsdom ignores `inert`; browsers take inert slides out of the tab order and the a11y tree. */
const reachable = (role: string) =>
  screen.getAllByRole(role).filter((element) => !element.closest('[inert]'));
const render = (props: { interval?: number; fade?: boolean; muted?: boolean } = {}) =>
  renderWithI18n(<BannerSlider slides={slides} fade={false} muted {...props} />, strings);
// Only timeouts: React's scheduler must keep running on real time.
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('banner-slider (spec 000 §2, §9)', () => {
  it('is a labelled carousel of slides; only the current one can be reached', async () => {
    await render();
    expect(
      screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription'),
    ).toBe('carousel');
    expect(current()).toBe('1 sur 3');
    expect(reachable('link')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(current()).toBe('2 sur 3');
    expect(reachable('link')[0]?.textContent).toBe('Découvrir');
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(current()).toBe('3 sur 3');
    await userEvent.click(screen.getByRole('button', { name: 'Aller à la diapositive 1' }));
    expect(current()).toBe('1 sur 3');
  });

  it('does not move by itself without a duration', async () => {
    fakeTimers();
    await render();
    await wait(30_000);
    expect(current()).toBe('1 sur 3');
  });

  it('autoplays with a duration, holds on hover and stops with the pause control', async () => {
    fakeTimers();
    await render({ interval: 5000 });
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe(
      'off',
    );
    await wait(5000);
    expect(current()).toBe('2 sur 3');
    fireEvent.mouseEnter(screen.getByRole('region'));
    await wait(12_000);
    expect(current()).toBe('2 sur 3');
    fireEvent.mouseLeave(screen.getByRole('region'));
    await wait(5000);
    expect(current()).toBe('3 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le diaporama en pause' }));
    await wait(20_000);
    expect(current()).toBe('3 sur 3');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Relancer le diaporama' }));
    await wait(5000);
    expect(current()).toBe('1 sur 3');
  });

  it('stops rotating once focus enters a slide or a control other than play', async () => {
    fakeTimers();
    await render({ interval: 5000 });
    act(() => screen.getByRole('button', { name: 'Diapositive suivante' }).focus());
    expect(screen.getByRole('button', { name: 'Relancer le diaporama' })).toBeTruthy();
    expect(screen.getByRole('region').querySelector('[aria-live]')?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('never autoplays with reduced motion, and then offers no pause control for it', async () => {
    reduce = true;
    fakeTimers();
    await render({ interval: 5000 });
    await wait(20_000);
    expect(current()).toBe('1 sur 3');
    expect(screen.queryByRole('button', { name: /diaporama/ })).toBeNull();
    const video = document.querySelector('video');
    expect(video?.autoplay).toBe(false);
    expect(video?.controls).toBe(true);
  });

  it('renders video slides autoplaying, looped, muted and inline', async () => {
    await render();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/banner/loop.webm');
    expect(video?.getAttribute('poster')).toBe('/media/banner/3.svg');
    expect(video?.hasAttribute('autoplay')).toBe(true);
    expect(video?.hasAttribute('loop')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    expect(video?.hasAttribute('muted')).toBe(true);
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('controls')).toBe(false);
    // A video moves: the pause control is there even without a duration (WCAG 2.2.2).
    expect(screen.getByRole('button', { name: 'Mettre le diaporama en pause' })).toBeTruthy();
  });

  it('can leave the video sound on', async () => {
    await render({ muted: false });
    expect(document.querySelector('video')?.hasAttribute('muted')).toBe(false);
  });

  it('cross-fades with the fade option instead of sliding', async () => {
    await render({ fade: true });
    const region = screen.getByRole('region');
    expect(region.className).toContain('vitrine-banner--fade');
    expect(region.querySelector<HTMLElement>('.vitrine-banner__track')?.style.transform).toBe('');
  });

  it('sends view_promotion once per slide shown and select_promotion on a click', async () => {
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    const link = screen.getByRole('link', { name: 'Voir' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    const events = layer.filter((entry) => (entry as { event?: string }).event);
    expect(events).toEqual([
      {
        event: 'view_promotion',
        ecommerce: {
          items: [
            {
              promotion_id: 'sale',
              promotion_name: 'Soldes d’hiver',
              creative_name: '/media/banner/1.svg',
              creative_slot: 'slot-1',
            },
          ],
        },
      },
      {
        event: 'view_promotion',
        ecommerce: {
          items: [
            {
              promotion_id: 'banner-2',
              promotion_name: 'Nouveautés',
              creative_name: '/media/banner/2.svg',
              creative_slot: 'slot-2',
            },
          ],
        },
      },
      {
        event: 'select_promotion',
        ecommerce: {
          items: [
            {
              promotion_id: 'sale',
              promotion_name: 'Soldes d’hiver',
              creative_name: '/media/banner/1.svg',
              creative_slot: 'slot-1',
            },
          ],
        },
      },
    ]);
  });
});
