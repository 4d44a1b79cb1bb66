import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { dialogs } from '../../../src/core/dialogs';
import { navigate } from '../../../src/core/navigation';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { type CouponOutcome, submitCoupon, withdrawCoupon } from './couponActions';
import type { Props } from './index';
import './couponForm.css';

type Busy = 'apply' | 'remove' | undefined;

// The dialog (react-modal, the fragment) loads when a customer opens it, not with the page.
const MyCoupons = lazy(() => import('./MyCoupons'));

export default function CouponForm({ applied, customerId, listUrl }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(applied);
  const [busy, setBusy] = useState<Busy>();
  const [listOpen, setListOpen] = useState(false);

  /** spec 001 §4: a success says so, then the page refreshes (the shell keeps focus here). */
  function follow(outcome: CouponOutcome, success?: string) {
    if (outcome.kind === 'valid') {
      if (success) dialogs.toast({ kind: 'success', message: success });
      navigate(location.href, field.current ? { from: field.current } : undefined);
      return;
    }
    setBusy(undefined);
    if (outcome.kind === 'invalid')
      dialogs.toast({ kind: 'error', message: 'ShoppingCarts.NoCouponAvailable' });
    if (outcome.kind === 'failed' && outcome.message)
      dialogs.toast({ kind: 'error', message: outcome.message });
  }

  async function apply() {
    if (busy || !code.trim()) return;
    setBusy('apply');
    follow(await submitCoupon(code), 'ShoppingCarts.CouponValid');
  }

  async function remove() {
    if (busy || !code.trim()) return;
    setBusy('remove');
    follow(await withdrawCoupon(code));
  }

  // spec 001 §5: Enter is the only key that applies the code.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <div className="vitrine-coupon">
      <label className="vitrine-coupon__label" htmlFor={`${id}-code`}>
        {t('ShoppingCarts.CouponCode')}
      </label>
      <div className="vitrine-coupon__row">
        <input
          ref={field}
          id={`${id}-code`}
          className="vitrine-coupon__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={busy !== undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <LoadingButton loading={busy === 'apply'} onClick={() => void apply()}>
          {t('ShoppingCarts.ApplyCoupon')}
        </LoadingButton>
      </div>
      {applied ? (
        <p className="vitrine-coupon__applied">
          <span>{t('ShoppingCarts.CouponApplied', { code: applied })}</span>{' '}
          <LoadingButton
            className="vitrine-coupon__remove"
            loading={busy === 'remove'}
            onClick={() => void remove()}
          >
            {t('ShoppingCarts.RemoveCoupon')}
          </LoadingButton>
        </p>
      ) : null}
      {customerId ? (
        <button type="button" className="vitrine-coupon__mine" onClick={() => setListOpen(true)}>
          {t('ShoppingCarts.MyCoupons')}
        </button>
      ) : null}
      {listOpen && customerId ? (
        <Suspense fallback={null}>
          <MyCoupons
            customerId={customerId}
            listUrl={listUrl}
            onClose={() => setListOpen(false)}
            onChoose={(chosen) => {
              setCode(chosen);
              setListOpen(false);
              // The dialog gives focus back to its opener; the field is where the code went.
              requestAnimationFrame(() => field.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
