import { Fragment, useEffect } from 'react';
import { useStore } from 'zustand';
import { fetchBasketSummary } from '../../../src/api/cart';
import { on } from '../../../src/core/events';
import { cultureUrl } from '../../../src/core/paths';
import { ServerFallback } from '../../../src/core/react/ServerFallback';
import { useTranslation } from '../../../src/core/react/translation';
import { basket } from '../../../src/core/stores/basket';
import type { Props } from './index';
import { type LabelPart, labelParts } from './labelParts';
import './basketSummary.css';
import '../../../src/ui/visuallyHidden.css';

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
  // A refresh failed (or ran out of time, decision 047) after a basket was shown: the count may
  // be old, and the shopper is told so on screen, not only in a tooltip touch screens never show.
  const stale = status === 'error';

  const count = data?.ItemsCount ?? 0;
  const total = (amount === 'excl' ? data?.AmountTaxExclHtml : data?.AmountTaxInclHtml) ?? '';
  // WCAG 2.5.3: the name is the sentence of the strings, whose count and amount are the very
  // words shown; the rest of it is read, not shown (never an aria-label the text is not in).
  const parts = data
    ? labelParts(t('ShoppingCarts.BasketSummaryLabel', { count, skipInterpolation: true }))
    : [{ text: t('ShoppingCarts.Basket'), spaced: false }];
  const shown = (slot: LabelPart['slot']) =>
    slot === 'count' || (slot === 'amount' && amount !== 'none');

  return (
    <a
      className={`vitrine-basket-summary is-${status}`}
      href={basketUrl ?? cultureUrl('shoppingcarts')}
      title={stale ? t('ShoppingCarts.SummaryUnavailable') : undefined}
      aria-busy={status === 'loading' && !data ? true : undefined}
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
      {data ? null : (
        <span
          className="vitrine-basket-summary__count vitrine-basket-summary__count--pending"
          aria-hidden="true"
        >
          ·
        </span>
      )}
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order
        <Fragment key={index}>
          {part.spaced ? ' ' : null}
          <span
            className={
              shown(part.slot) ? `vitrine-basket-summary__${part.slot}` : 'vitrine-visually-hidden'
            }
          >
            {part.slot === 'count' ? count : part.slot === 'amount' ? total : part.text}
          </span>
        </Fragment>
      ))}
      {stale ? (
        <>
          {' '}
          <span className="vitrine-basket-summary__stale">{t('ShoppingCarts.SummaryStale')}</span>
        </>
      ) : null}
    </a>
  );
}
