import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import { trackPromotion } from './promotion';
import { Slide } from './Slide';
import './bannerSlider.css';

const REDUCE = '(prefers-reduced-motion: reduce)';
const subscribe = (notify: () => void) => {
  const media = window.matchMedia?.(REDUCE);
  media?.addEventListener('change', notify);
  return () => media?.removeEventListener('change', notify);
};
const prefersReducedMotion = () => window.matchMedia?.(REDUCE).matches ?? false;

export default function BannerSlider({ slides, interval, fade, muted }: Props) {
  const { t } = useTranslation();
  const count = slides.length;
  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion);
  const [active, setActive] = useState(0);
  // `stopped`: the shopper's choice (pause control, or focus inside); `hovered` is a hold.
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const viewed = useRef(new Set<number>());
  const touchX = useRef(0);
  // spec 000 §9: autoplay only when a duration is given; never with reduced motion.
  const autoplay = interval !== undefined && !reduced && count > 1;
  const moves = autoplay || (!reduced && slides.some((slide) => slide.video));
  const go = (index: number) => setActive((index + count) % count);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide restarts the delay
  useEffect(() => {
    if (!autoplay || stopped || hovered) return;
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [autoplay, stopped, hovered, active, interval, count]);

  useEffect(() => {
    for (const [index, video] of videos.current) {
      if (index === active && !stopped && !reduced) void video.play()?.catch(() => {});
      else video.pause();
    }
    const slide = slides[active];
    if (slide && !viewed.current.has(active)) {
      viewed.current.add(active);
      trackPromotion('view_promotion', slide, active);
    }
  }, [active, stopped, reduced, slides]);

  return (
    <section
      className={`vitrine-banner${fade ? ' vitrine-banner--fade' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('Catalog.BannerSlider')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // WAI-ARIA APG carousel: focus inside stops the rotation until the shopper restarts it.
      onFocus={(event) => {
        if (!(event.target as Element).closest('.vitrine-banner__play')) setStopped(true);
      }}
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? 0;
      }}
      onTouchEnd={(event) => {
        const dx = (event.changedTouches[0]?.clientX ?? 0) - touchX.current;
        if (Math.abs(dx) > 40) go(active + (dx < 0 ? 1 : -1));
      }}
    >
      {/* First in the tab order (APG carousel), shown below the slides. */}
      {count > 1 || moves ? (
        <div className="vitrine-banner__controls">
          {moves ? (
            <button
              type="button"
              className="vitrine-banner__play"
              aria-label={t(stopped ? 'Catalog.PlaySlides' : 'Catalog.PauseSlides')}
              onClick={() => setStopped(!stopped)}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          {count > 1 ? (
            <>
              <button
                type="button"
                aria-label={t('Catalog.PreviousSlide')}
                onClick={() => go(active - 1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              {slides.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                  key={index}
                  type="button"
                  className="vitrine-banner__dot"
                  aria-label={t('Catalog.GoToSlide', { index: index + 1 })}
                  aria-current={index === active}
                  onClick={() => go(index)}
                />
              ))}
              <button
                type="button"
                aria-label={t('Catalog.NextSlide')}
                onClick={() => go(active + 1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="vitrine-banner__viewport" aria-live={autoplay && !stopped ? 'off' : 'polite'}>
        <div
          className="vitrine-banner__track"
          style={fade ? undefined : { transform: `translateX(${-100 * active}%)` }}
        >
          {slides.map((slide, index) => (
            <Slide
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed for the widget's life
              key={index}
              slide={slide}
              index={index}
              label={t('Catalog.SlideOf', { index: index + 1, count })}
              active={index === active}
              autoplay={!reduced}
              muted={muted}
              videoRef={(video) => {
                if (video) videos.current.set(index, video);
                else videos.current.delete(index);
              }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
