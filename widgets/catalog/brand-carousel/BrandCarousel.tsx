import {
  type CSSProperties,
  type RefObject,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import type { Props } from './index';
import { BREAKPOINTS, perPageFor, queryOf } from './perPage';
import './brandCarousel.css';

function usePerPage(): number {
  return useSyncExternalStore(
    (notify) => {
      const lists = Object.keys(BREAKPOINTS).map((key) => window.matchMedia?.(queryOf(+key)));
      for (const list of lists) list?.addEventListener('change', notify);
      return () => {
        for (const list of lists) list?.removeEventListener('change', notify);
      };
    },
    () => perPageFor((query) => window.matchMedia?.(query).matches ?? false),
  );
}

/** Whether the track shows its first logo (start) and its last (end). */
interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * Whether the first and the last logo are in view: the arrows' ends. Watched with an
 * IntersectionObserver on the track rather than measured on mount and on every scroll event,
 * which forced the page's layout in the middle of a page swap (9 ms a visit to the home page,
 * issue 16 §2) and on every frame of a swipe. Scroll snapping leaves a logo wholly in or out, so
 * "more than half in view" is in view.
 */
function useEdges(track: RefObject<HTMLUListElement | null>, initial: Edges): Edges {
  const [edges, setEdges] = useState(initial);
  useEffect(() => {
    const list = track.current;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!list || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((old) => {
          let { start, end } = old;
          for (const { target, intersectionRatio } of entries) {
            if (target === first) start = intersectionRatio > 0.5;
            if (target === last) end = intersectionRatio > 0.5;
          }
          return old.start === start && old.end === end ? old : { start, end };
        }),
      { root: list, threshold: 0.5 },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [track]);
  return edges;
}

export default function BrandCarousel({ brands }: Props) {
  const { t } = useTranslation();
  const { settings } = useWidgetContext();
  const shown = usePerPage();
  const track = useRef<HTMLUListElement>(null);
  const edges = useEdges(track, { start: true, end: brands.length <= shown });

  /** One page back or forth; the CSS decides whether it scrolls smoothly (reduced motion). */
  const turn = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth });
  };

  return (
    <section
      className="vitrine-brands"
      aria-roledescription="carousel"
      aria-label={t('Catalog.BrandCarousel')}
    >
      <ul
        ref={track}
        className="vitrine-brands__track"
        style={{ '--per-page': shown } as CSSProperties}
      >
        {brands.map((brand) => (
          <li key={brand.slug}>
            <a href={`${settings.websitePath}catalog/brand/${brand.slug}`}>
              <img src={brand.logo} alt={brand.name} width="240" height="120" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      {brands.length > shown ? (
        <div className="vitrine-brands__arrows">
          <button
            type="button"
            aria-label={t('Catalog.PreviousBrands')}
            aria-disabled={edges.start}
            onClick={() => turn(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            aria-label={t('Catalog.NextBrands')}
            aria-disabled={edges.end}
            onClick={() => turn(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
