/**
 * The pickup-point search modal (spec 001 §2, §4, §7, §8): the CMS search page fetched into
 * it (core/fragment), its form driven here (a new search on submit), the list and the map
 * rendered into the page's results container, Choose enabled once a point is selected. Choose
 * posts the saved payload of spec 001 §3 exactly, then the page refreshes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { pickupPayload, savePickupPoint } from '../../../src/api/pickupPoints';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { navigate } from '../../../src/core/navigation';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { Modal } from '../../../src/ui/Modal';
import type { Props } from './index';
import { lastPlace } from './locationCookie';
import { PickupResults } from './PickupResults';
import { SearchFragment } from './SearchFragment';
import { placeOf, type SearchParts, searchPageAddress } from './searchPage';
import { usePickupSearch } from './usePickupSearch';

interface DialogProps extends Props {
  onClose: () => void;
}

export default function PickupDialog(props: DialogProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<SearchParts>();
  const [selected, setSelected] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { state, search } = usePickupSearch(props);
  const latest = useRef({ search, props });
  latest.current = { search, props };
  const [address] = useState(() => searchPageAddress(props, lastPlace(props.countryCode)));

  const ready = useCallback((found: SearchParts) => {
    setParts(found);
    const place = placeOf(found.form, latest.current.props.countryCode);
    // The page came with a place (the last search, or the basket's postal code): search it.
    if (place.postCode || place.city || place.address) void latest.current.search(found, place);
  }, []);

  useEffect(() => {
    if (!parts) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      setSelected(undefined);
      void latest.current.search(parts, placeOf(parts.form, latest.current.props.countryCode));
    };
    parts.form.addEventListener('submit', onSubmit);
    return () => parts.form.removeEventListener('submit', onSubmit);
  }, [parts]);

  const choose = async () => {
    const point = state.points.find((p) => p.PublicAccessPointID === selected);
    if (!point || saving) return;
    setSaving(true);
    try {
      await savePickupPoint(
        pickupPayload(
          point,
          { ShippingMethodId: props.shippingMethodId, carrier: props.carrier },
          { firstName: props.firstName, lastName: props.lastName },
        ),
      );
      props.onClose();
      // spec 001 §4: saved, then the page reloads (through the shell when there is one).
      navigate(location.href);
    } catch (error) {
      const message = failureMessage(error, { fallback: 'Core.ErrorOccurred' });
      if (message) dialogs.toast({ kind: 'error', title: 'Core.Error', message });
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('PickupPoints.DialogTitle')}
      onClose={props.onClose}
      className="vitrine-pickup-dialog"
      footer={
        <LoadingButton
          loading={saving}
          className="vitrine-pickup-dialog__choose"
          disabled={!selected}
          onClick={() => void choose()}
        >
          {t('PickupPoints.Choose')}
        </LoadingButton>
      }
    >
      <SearchFragment path={address.path} params={address.params} onReady={ready} />
      {parts
        ? createPortal(
            <PickupResults state={state} selected={selected} onSelect={setSelected} />,
            parts.results,
          )
        : null}
    </Modal>
  );
}
