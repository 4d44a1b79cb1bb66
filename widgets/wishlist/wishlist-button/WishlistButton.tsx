import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { chosenVariant, on } from '../../../src/core/events';
import { ForeignFragmentError, fetchFragment } from '../../../src/core/fragment';
import { HttpError, isAbort, isTimeout } from '../../../src/core/http';
import { cultureUrl } from '../../../src/core/paths';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import type { Props } from './index';
import { returnUrlFor } from './returnUrl';
import './wishlistButton.css';

// The dialog and react-modal are not part of the page's start: they load with the popup.
const loadDialog = () => import('./WishlistDialog');
const WishlistDialog = lazy(loadDialog);

/** spec 000 §9: the wishlist dialog asked by the address opens after 200 ms. */
export const AUTO_OPEN_DELAY_MS = 200;

/** spec 000 §2: ?openWishlist={variantId} for this variant, or ?openBirthlist for birth lists. */
export function asksToOpen(search: string, kind: Props['kind'], variantId: number) {
  const params = new URLSearchParams(search);
  if (kind === 'wishlist') return params.get('openWishlist') === String(variantId);
  const asked = params.get('openBirthlist');
  return asked === '' || asked === 'true' || asked === String(variantId);
}

function popupAddress(popupUrl: string | undefined, kind: string, variantId: number) {
  const url = new URL(popupUrl ?? cultureUrl('catalog/wishlist/popup'), location.href);
  url.searchParams.set('productVariantId', String(variantId));
  if (kind === 'birthlist') url.searchParams.set('kind', 'birthlist');
  return url.href;
}

export default function WishlistButton({
  productId,
  productVariantId,
  kind,
  popupUrl,
  item,
}: Props) {
  const { t } = useTranslation();
  // spec 000 §4 / decision 012: the button follows the variant the shopper picks, also one
  // picked before it mounted (it waits until it is seen on the product page).
  const [variantId, setVariantId] = useState(
    () => chosenVariant(productId)?.productVariantId ?? productVariantId,
  );
  const [dialog, setDialog] = useState<{ html: string; variantId: number }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const loading = useRef(false);

  useEffect(
    () =>
      on('vitrine:variant-changed', ({ detail }) => {
        if (detail.productId === productId) setVariantId(detail.productVariantId);
      }),
    [productId],
  );

  const open = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    void loadDialog();
    setBusy(true);
    setError('');
    try {
      // The error policy applies: 401 opens the login modal (coming back to this dialog),
      // another status the generic error modal (spec 000 §8). Another origin is refused,
      // before the request and after redirects (core/fragment).
      const html = await fetchFragment(popupAddress(popupUrl, kind, variantId), {
        policy: true,
        returnUrl: returnUrlFor(kind, variantId),
      });
      if (!html.includes('data-wishlist-add')) {
        console.error('[vitrine] the wishlist popup answer is not the expected form');
        setError(t('Manager.UnknowsErrors'));
        return;
      }
      setDialog({ html, variantId });
    } catch (failure) {
      // The policy showed 401, 5xx and a timeout (decision 047); a 404 and a network failure it
      // only logs.
      if (failure instanceof ForeignFragmentError) setError(t('Manager.UnknowsErrors'));
      else if (failure instanceof HttpError) {
        if (failure.response.status === 404) setError(t('Manager.UnknowsErrors'));
      } else if (!isAbort(failure) && !isTimeout(failure)) setError(t('Manager.NetworkError'));
    } finally {
      loading.current = false;
      setBusy(false);
    }
  }, [popupUrl, kind, variantId, t]);

  const latestOpen = useRef(open);
  latestOpen.current = open;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the variant the page opened with
  useEffect(() => {
    if (!asksToOpen(location.search, kind, productVariantId)) return;
    const timer = setTimeout(() => void latestOpen.current(), AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // A dialog the address opened (?openWishlist) had no opener to give focus back to: once it
  // closes, focus would fall to <body>; it comes back to this button instead (issue 10 §2).
  const root = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (wasOpen.current && !dialog && (!active || active === document.body))
      root.current?.querySelector('button')?.focus();
    wasOpen.current = Boolean(dialog);
  }, [dialog]);

  const label = t(kind === 'birthlist' ? 'Catalog.AddToBirthList' : 'Catalog.AddToWishlist');
  return (
    <div className="vitrine-wishlist-button" ref={root}>
      <LoadingButton
        loading={busy}
        className="vitrine-wishlist-button__button"
        aria-haspopup="dialog"
        onClick={() => void open()}
      >
        {busy ? null : (
          <svg
            className="vitrine-wishlist-button__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
          </svg>
        )}
        <span>{label}</span>
      </LoadingButton>
      <p className="vitrine-wishlist-button__error" role="alert">
        {error}
      </p>
      {dialog ? (
        <Suspense fallback={null}>
          <WishlistDialog
            html={dialog.html}
            kind={kind}
            variantId={dialog.variantId}
            item={item}
            onClose={() => setDialog(undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
