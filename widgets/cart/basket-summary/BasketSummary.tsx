import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { fetchBasketSummary } from '../../../src/api/cart';
import { on } from '../../../src/core/events';
import { cultureUrl } from '../../../src/core/paths';
import { ServerFallback } from '../../../src/core/react/ServerFallback';
import { basket } from '../../../src/core/stores/basket';
import type { Props } from './index';
import './basketSummary.css';

const refresh = () => basket.load(fetchBasketSummary);

export default function BasketSummary({ basketUrl, amount }: Props) {
  const { t } = useTranslation();
  const { status, data } = useStore(basket.store);

  useEffect(() => {
    if (basket.store.getState().status === 'idle') void refresh();
    const offChanged = on('vitrine:basket-changed', () => void refresh());
    // A page restored from the back/forward cache may show an old basket.
    const onShow = (event: PageTransitionEvent) => event.persisted && void refresh();
    window.addEventListener('pageshow', onShow);
    return () => {
      offChanged();
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  // issue 10 §6: when the basket cannot load, the CMS's own link stays (it names the basket
  // and may show what the server knew); the next basket change tries again.
  if (status === 'error' && !data) return <ServerFallback />;

  const count = data?.ItemsCount ?? 0;
  const total = amount === 'excl' ? data?.AmountTaxExclHtml : data?.AmountTaxInclHtml;
  const label = data
    ? t('ShoppingCarts.BasketSummaryLabel', { count, amount: total })
    : t('ShoppingCarts.Basket');

  return (
    <a
      className={`vitrine-basket-summary is-${status}`}
      href={basketUrl ?? cultureUrl('shoppingcarts')}
      aria-label={label}
      title={status === 'error' ? t('ShoppingCarts.SummaryUnavailable') : undefined}
    >
      <svg
        className="vitrine-basket-summary__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className="vitrine-basket-summary__count" aria-hidden="true">
        {data ? count : '·'}
      </span>
      {amount !== 'none' && data ? (
        <span className="vitrine-basket-summary__amount" aria-hidden="true">
          {total}
        </span>
      ) : null}
    </a>
  );
}
