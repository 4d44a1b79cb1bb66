import { useEffect } from 'react';
import { useStore } from 'zustand';
import { fetchWishlistCount } from '../../../src/api/wishlist';
import { on } from '../../../src/core/events';
import { cultureUrl } from '../../../src/core/paths';
import { ServerFallback } from '../../../src/core/react/ServerFallback';
import { useTranslation } from '../../../src/core/react/translation';
import { wishlistCount } from '../../../src/core/stores/wishlist';
import type { Props } from './index';
import './wishlistCount.css';

const refresh = () => wishlistCount.load(fetchWishlistCount);

export default function WishlistCount({ wishlistUrl, prefetch }: Props) {
  const { t } = useTranslation();
  const count = useStore(wishlistCount.store, (state) => state.data);
  const failed = useStore(wishlistCount.store, (state) => state.status === 'error');

  useEffect(() => {
    if (wishlistCount.store.getState().status === 'idle') void refresh();
    return on('vitrine:wishlist-changed', () => void refresh());
  }, []);

  // issue 10 §6: when the count cannot load, the CMS's own link stays; a change tries again.
  if (failed && count === undefined) return <ServerFallback />;

  const label = count === undefined ? t('Catalog.Wishlist') : t('Catalog.WishlistCount', { count });
  return (
    <a
      className="vitrine-wishlist-count"
      href={wishlistUrl ?? cultureUrl('catalog/wishlist/list')}
      aria-label={label}
      data-prefetch={prefetch === false ? 'false' : undefined}
    >
      <svg
        className="vitrine-wishlist-count__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {count ? (
        <span className="vitrine-wishlist-count__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}
