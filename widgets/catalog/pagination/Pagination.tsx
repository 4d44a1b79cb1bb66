import { useSyncExternalStore } from 'react';
import { listUrl } from '../../../src/api/listQuery';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import { pageWindow } from './pageWindow';
import './pagination.css';
import '../../../src/ui/visuallyHidden.css';

function useSmallScreen(below: number): boolean {
  const query = `(max-width: ${below - 0.02}px)`;
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', notify);
      return () => media?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}

export default function Pagination({
  page,
  pages,
  innerWindow,
  smallInnerWindow,
  smallBelow,
}: Props) {
  const { t } = useTranslation();
  const small = useSmallScreen(smallBelow);
  const items = pageWindow(page, pages, small ? smallInnerWindow : innerWindow);
  if (items.length === 0) return null;
  const href = (index: number) => listUrl(window.location.href, { pageIndex: index });
  return (
    // data-keep-focus: the shell keeps focus on the link followed (decision 019).
    <nav
      className="vitrine-pagination"
      aria-label={t('Core.Pagination')}
      data-keep-focus="pagination"
    >
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="vitrine-pagination__label vitrine-visually-hidden">
                {t('Core.PreviousPage')}
              </span>
            </a>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="vitrine-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Core.PageNumber', { page: item })}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="vitrine-pagination__label vitrine-visually-hidden">
                {t('Core.NextPage')}
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
