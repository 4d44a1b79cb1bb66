import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../core/react/translation';
import { measure, useZoomGestures } from './useZoomGestures';
import { KEY_STEP, MIN_SCALE, NO_ZOOM, type Zoom, zoomAt, zoomKey, zoomPercent } from './zoomMath';
import './zoom.css';

interface ZoomStageProps {
  /** Resets the zoom when it changes (another photo is shown). */
  photoKey: string;
  /** The photo, the stage's first child: what is scaled and panned. */
  children: ReactNode;
  /** Shown over the stage, never scaled (previous and next buttons). */
  overlay?: ReactNode;
  className?: string;
}

/** Keys typed in a field, or in a toolbar that moves with arrows (thumbnails), are not the zoom's. */
const ownsKeys = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [role="toolbar"]') !== null;

/**
 * A photo that zooms (spec 000 §2, spec 001 §2): wheel about the pointer, pinch, drag to pan,
 * double-click; the keys + and - zoom, 0 fits, the arrows pan a zoomed photo (at the fitted
 * size they stay the gallery's previous and next). Buttons do the same for a single pointer
 * (WCAG 2.5.1), and the level is announced politely. Loaded with the dialog, never at start.
 */
export function ZoomStage({ photoKey, children, overlay, className = '' }: ZoomStageProps) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const [zoom, setState] = useState<Zoom>(NO_ZOOM);
  const current = useRef<Zoom>(NO_ZOOM);
  const setZoom = useCallback((next: Zoom) => {
    current.current = next;
    setState(next);
  }, []);
  const gestures = useZoomGestures(stage, current, setZoom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts fitted
  useEffect(() => setZoom(NO_ZOOM), [photoKey, setZoom]);

  // Capture phase: before the dialog's own arrow keys, which step between photos.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = stage.current;
      if (!element || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) {
        return;
      }
      const next = zoomKey(event.key, current.current, measure(element));
      if (!next) return;
      event.preventDefault();
      setZoom(next);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [setZoom]);

  const by = (factor: number) => {
    const element = stage.current;
    if (element) setZoom(zoomAt(current.current, current.current.scale * factor, measure(element)));
  };
  const zoomed = zoom.scale > MIN_SCALE;
  const style = {
    '--vitrine-zoom-scale': zoom.scale,
    '--vitrine-zoom-x': `${zoom.x}px`,
    '--vitrine-zoom-y': `${zoom.y}px`,
  } as CSSProperties;

  return (
    <div className={`vitrine-zoom ${className}`.trim()}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer gestures; the keys and the buttons below do the same */}
      <div
        ref={stage}
        className="vitrine-zoom__stage"
        data-zoomed={zoomed ? 'true' : undefined}
        style={style}
        onDoubleClick={(event) => {
          const element = stage.current;
          if (!element || (event.target as Element).closest('button')) return;
          const box = element.getBoundingClientRect();
          const point = {
            x: event.clientX - box.left - box.width / 2,
            y: event.clientY - box.top - box.height / 2,
          };
          setZoom(zoomed ? NO_ZOOM : zoomAt(current.current, 2, measure(element), point));
        }}
        {...gestures}
      >
        {children}
        {overlay}
      </div>
      <div className="vitrine-zoom__bar">
        <button
          type="button"
          className="vitrine-zoom__button"
          aria-label={t('Zoom.ZoomOut')}
          aria-disabled={!zoomed}
          onClick={() => by(1 / KEY_STEP)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="vitrine-zoom__level" role="status">
          {t('Zoom.Level', { level: zoomPercent(zoom.scale) })}
        </span>
        <button
          type="button"
          className="vitrine-zoom__button"
          aria-label={t('Zoom.ZoomIn')}
          onClick={() => by(KEY_STEP)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="vitrine-zoom__button vitrine-zoom__button--reset"
          aria-disabled={!zoomed}
          onClick={() => setZoom(NO_ZOOM)}
        >
          {t('Zoom.Reset')}
        </button>
        <span className="vitrine-zoom__hint">{t('Zoom.Hint')}</span>
      </div>
    </div>
  );
}
