import { useEffect, useRef, useState } from 'react';
import { type CustomerCoupon, fetchCustomerCoupons } from '../../../src/api/cartOptions';
import { failureMessage } from '../../../src/core/errorPolicy';
import { formatDate, NUMERIC_DATE } from '../../../src/core/format';
import { cultureUrl } from '../../../src/core/paths';
import { useTranslation } from '../../../src/core/react/translation';
import { Modal } from '../../../src/ui/Modal';
import { ServerFragment } from '../../../src/ui/ServerFragment';

interface MyCouponsProps {
  customerId: string;
  listUrl: string;
  onClose: () => void;
  onChoose: (code: string) => void;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; coupons: CustomerCoupon[] }
  | { status: 'error'; message: string };

/**
 * "My coupons" (spec 001 §2, §7): a dialog titled by ShoppingCarts.MyCoupons, its text from
 * `widget/couponcodes/list`, the customer's codes from `api/v1/couponcode/user/{id}`; each
 * code is a button that fills the coupon field.
 */
export default function MyCoupons({ customerId, listUrl, onClose, onChoose }: MyCouponsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  // The latest callback, so a new function from the parent does not fetch again.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let active = true;
    fetchCustomerCoupons(customerId).then(
      (coupons) => active && setState({ status: 'ready', coupons }),
      (error: unknown) => {
        const message = failureMessage(error, { fallback: 'Core.ErrorOccurred' });
        if (!active) return;
        if (message) setState({ status: 'error', message });
        else close.current();
      },
    );
    return () => {
      active = false;
    };
  }, [customerId]);

  return (
    <Modal title={t('ShoppingCarts.MyCoupons')} onClose={onClose} className="vitrine-coupon-list">
      <ServerFragment url={cultureUrl(listUrl)} />
      {state.status === 'loading' ? <p role="status">{t('Core.Loading')}</p> : null}
      {state.status === 'error' ? <p role="alert">{t(state.message)}</p> : null}
      {state.status === 'ready' && state.coupons.length === 0 ? (
        <p>{t('ShoppingCarts.NoCustomerCoupons')}</p>
      ) : null}
      {state.status === 'ready' && state.coupons.length > 0 ? (
        <ul className="vitrine-coupon-list__items">
          {state.coupons.map((coupon) => (
            <li key={coupon.CouponCode} className="vitrine-coupon-list__item">
              <span className="vitrine-coupon-list__code">{coupon.CouponCode}</span>
              <span>{coupon.Description}</span>
              <span className="vitrine-coupon-list__until">
                {t('ShoppingCarts.CouponValidUntil', {
                  date: formatDate(new Date(`${coupon.ValidUntil}T12:00:00`), NUMERIC_DATE),
                })}
              </span>
              <button
                type="button"
                className="vitrine-button"
                onClick={() => onChoose(coupon.CouponCode)}
              >
                {t('ShoppingCarts.UseCoupon', { code: coupon.CouponCode })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
