/**
 * The pickup-point control (spec 001 §2, §4): the chosen point, if any, and the button that
 * opens the search modal. The modal, react-modal and the map load only when it opens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { on } from '../../../src/core/events';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import '../../../src/ui/visuallyHidden.css';
import './pickupPoint.css';

const PickupDialog = lazy(() => import('./PickupDialog'));

export default function PickupPoint(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The shopper chose this pickup method in the list: the search opens at once (spec 001 §2).
  useEffect(
    () =>
      on('vitrine:pickup-point-wanted', ({ detail }) => {
        if (detail.shippingMethodId === props.shippingMethodId) setOpen(true);
      }),
    [props.shippingMethodId],
  );
  return (
    <div className="vitrine-pickup-point">
      {props.chosen ? (
        <p className="vitrine-pickup-point__chosen">
          <span className="vitrine-visually-hidden">{t('PickupPoints.ChosenPickupPoint')}: </span>
          <strong>{props.chosen.name}</strong>
          <br />
          {props.chosen.address}
        </p>
      ) : null}
      <button
        type="button"
        className="vitrine-button vitrine-pickup-point__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t(props.chosen ? 'PickupPoints.ChangePickupPoint' : 'PickupPoints.ChoosePickupPoint')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PickupDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
