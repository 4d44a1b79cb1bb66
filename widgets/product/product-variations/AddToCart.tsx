/**
 * The add-to-cart button (spec 000 §4, §7): busy while the order is sent, and a second press
 * sends nothing (a ref, not state, guards it: five fast clicks land before React re-renders).
 * When the variant cannot be ordered the button says why. Failures keep the selection and are
 * announced (role="alert"): the server's Message for a refusal, a generic sentence otherwise;
 * a 401 opens the login modal (spec 000 §8).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { addToCart, type OrderLine, type ProductVariant } from '../../../src/api/product';
import { failureMessage } from '../../../src/core/errorPolicy';
import { useTranslation } from '../../../src/core/react/translation';
import type { BasketSummary } from '../../../src/core/stores/basket';
import { LoadingButton } from '../../../src/ui/LoadingButton';

/** What is ordered: the line sent, and the variant and words the confirmation shows. */
export interface Order {
  line: OrderLine;
  variant: ProductVariant;
  details: string;
}

interface AddToCartProps {
  /** The order once pending choices have settled; undefined when it cannot be ordered. */
  prepare: () => Promise<Order | undefined>;
  /** Why the variant cannot be ordered now, or undefined when it can. */
  blockedReason: string | undefined;
  onAdded: (basket: BasketSummary, order: Order) => void;
  /** The variant shown: a failure message about another one is cleared when it changes. */
  variantId: number;
  /** The first sign the shopper may order (pointer over, focus): warms the dialog's chunk. */
  onIntent?: () => void;
}

export function AddToCart({
  prepare,
  blockedReason,
  onAdded,
  onIntent,
  variantId,
}: AddToCartProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const inFlight = useRef(false);
  const reasonId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the variant changes.
  useEffect(() => setFailure(''), [variantId]);

  async function order() {
    if (inFlight.current || blockedReason) return;
    inFlight.current = true;
    setBusy(true);
    setFailure('');
    try {
      const order = await prepare();
      if (order) onAdded(await addToCart(order.line), order);
    } catch (error) {
      // A refusal's Message (not a 5xx's: it may be a stack trace), else one sentence.
      const failed = t('Catalog.AddToCartFailed');
      const message = failureMessage(error, {
        fallback: failed,
        serverMessage: 'client',
        network: failed,
      });
      if (message) setFailure(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="vitrine-variations__order">
      <LoadingButton
        loading={busy}
        className={`vitrine-button--primary vitrine-variations__add${blockedReason ? ' is-blocked' : ''}`}
        aria-disabled={busy || Boolean(blockedReason)}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => void order()}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {t('Catalog.AddToCart')}
      </LoadingButton>
      {blockedReason ? (
        <p id={reasonId} className="vitrine-variations__blocked">
          {blockedReason}
        </p>
      ) : null}
      <p className="vitrine-variations__failure" role="alert">
        {failure}
      </p>
    </div>
  );
}
