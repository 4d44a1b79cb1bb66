import { type CSSProperties, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

export default function BrandCarousel({ brands }: Props) {
  const { t } = useTranslation();
  const { settings } = useWidgetContext();
  const shown = usePerPage();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: brands.length <= shown });

  const sync = () => {
    const list = track.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the page size changes
  useEffect(sync, [shown]);

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
        onScroll={sync}
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
