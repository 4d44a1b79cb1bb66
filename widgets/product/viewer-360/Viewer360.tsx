import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import { absolute, frameUrl, usePreload } from './usePreload';
import './viewer360.css';
import '../../../src/ui/visuallyHidden.css';

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export default function Viewer360({ src: given, frames, interval, name }: Props) {
  const { t } = useTranslation();
  // Resolved once, against the page it was written for: the page shell changes the address
  // before this widget is gone, and a relative frame address would then point elsewhere.
  const [src] = useState(() => absolute(given));
  const helpId = useId();
  const state = usePreload(src, frames);
  const [frame, setFrame] = useState(0);
  // WCAG 2.2.2 and spec 000 §9: turning by itself is the default, never with reduced motion.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const turn = (to: number) => setFrame(((to % frames) + frames) % frames);

  useEffect(() => {
    if (!playing || state !== 'ready') return;
    const timer = setInterval(() => setFrame((current) => (current + 1) % frames), interval);
    return () => clearInterval(timer);
  }, [playing, state, interval, frames]);

  if (state === 'failed') {
    return <p className="vitrine-spin__failed">{t('Catalog.SpinUnavailable')}</p>;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: frame + 1,
      ArrowUp: frame + 1,
      ArrowLeft: frame - 1,
      ArrowDown: frame - 1,
      Home: 0,
      End: frames - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    turn(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPlaying(false);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    // Dragging across the whole photo turns the product once.
    const width = event.currentTarget.clientWidth || 1;
    turn(drag.current.frame + Math.round(((event.clientX - drag.current.x) / width) * frames));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className="vitrine-spin">
      {/* A slider: the frame is its value. Focus stops the turn, or a screen reader would
          read a new value every interval. */}
      <div
        role="slider"
        tabIndex={0}
        className="vitrine-spin__stage"
        aria-label={name ? t('Catalog.SpinOf', { name }) : t('Catalog.RotateView')}
        aria-describedby={helpId}
        aria-valuemin={1}
        aria-valuemax={frames}
        aria-valuenow={frame + 1}
        aria-valuetext={t('Catalog.SpinFrame', { index: frame + 1, count: frames })}
        aria-busy={state === 'loading'}
        onKeyDown={onKeyDown}
        onFocus={() => setPlaying(false)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img src={frameUrl(src, frame)} alt="" width={600} height={600} draggable={false} />
      </div>
      <p id={helpId} className="vitrine-visually-hidden">
        {t('Catalog.SpinHelp')}
      </p>
      <button
        type="button"
        className="vitrine-spin__toggle"
        aria-label={playing ? t('Catalog.PauseRotation') : t('Catalog.PlayRotation')}
        onClick={() => setPlaying((current) => !current)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={playing ? 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z' : 'M8 5v14l11-7z'}
            fill="currentColor"
          />
        </svg>
      </button>
    </div>
  );
}
