import type { BannerSlide } from './index';
import { trackPromotion } from './promotion';

interface SlideProps {
  slide: BannerSlide;
  index: number;
  label: string;
  active: boolean;
  /** Video attributes (spec 000 §9): autoplay unless motion is reduced, loop, muted option. */
  autoplay: boolean;
  muted: boolean;
  videoRef: (video: HTMLVideoElement | null) => void;
}

export function Slide({ slide, index, label, active, autoplay, muted, videoRef }: SlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: APG carousel slide, a group named "2 of 3"
    <div
      className={`vitrine-banner__slide${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      // Slides out of view leave the tab order and the accessibility tree.
      inert={!active}
    >
      {slide.video ? (
        <video
          ref={(video) => {
            // React sets `muted` as a property only; the attribute is what autoplay policies read.
            if (video) video.defaultMuted = muted;
            videoRef(video);
          }}
          className="vitrine-banner__media"
          src={slide.video}
          poster={slide.poster}
          autoPlay={autoplay}
          loop
          muted={muted}
          playsInline
          controls={!autoplay}
          preload="metadata"
          aria-label={slide.alt || undefined}
        />
      ) : (
        <img className="vitrine-banner__media" src={slide.image} alt={slide.alt} />
      )}
      {slide.heading || slide.cta ? (
        <div className="vitrine-banner__content">
          {slide.heading ? <h2>{slide.heading}</h2> : null}
          {slide.text ? <p>{slide.text}</p> : null}
          {slide.cta && slide.href ? (
            <a
              className="vitrine-banner__cta"
              href={slide.href}
              onClick={() => trackPromotion('select_promotion', slide, index)}
            >
              {slide.cta}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
