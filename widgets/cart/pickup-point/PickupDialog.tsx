/**
 * The pickup-point search modal (spec 001 §2, §4, §7, §8): the CMS search page fetched into
 * it (core/fragment), its form driven here (a new search on submit), the list and the map
 * rendered into the page's results container, Choose enabled once a point is selected. Choose
 * posts the saved payload of spec 001 §3 exactly, then the page refreshes.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { pickupPayload, savePickupPoint } from '../../../src/api/pickupPoints';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { clearContent, fetchFragment, replaceContent } from '../../../src/core/fragment';
import { navigate } from '../../../src/core/navigation';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';
import { Modal } from '../../../src/ui/Modal';
import type { Props } from './index';
import { lastPlace } from './locationCookie';
import { PickupResults } from './PickupResults';
import { placeOf, type SearchParts, searchPageAddress, searchParts } from './searchPage';
import { usePickupSearch } from './usePickupSearch';

interface DialogProps extends Props {
  onClose: () => void;
}

export default function PickupDialog(props: DialogProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<'loading' | 'error' | 'ready'>('loading');
  const [parts, setParts] = useState<SearchParts>();
  const [selected, setSelected] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { state, search } = usePickupSearch(props);
  const latest = useRef({ search, props });
  latest.current = { search, props };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is fetched once per opening
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const aborter = new AbortController();
    const { path, params } = searchPageAddress(props, lastPlace(props.countryCode));
    fetchFragment(path, { params, signal: aborter.signal })
      .then(async (html) => {
        await replaceContent(element, html);
        const found = searchParts(element);
        if (!found) return setPage('error');
        setParts(found);
        setPage('ready');
        const place = placeOf(found.form, props.countryCode);
        if (place.postCode || place.city || place.address) void latest.current.search(found, place);
      })
      .catch((error: unknown) => {
        if (aborter.signal.aborted) return;
        console.warn('[vitrine] pickup-point: the search page could not be loaded', error);
        setPage('error');
      });
    return () => {
      aborter.abort();
      clearContent(element);
    };
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
      {page === 'loading' ? <p className="vitrine-fragment__status">{t('Core.Loading')}</p> : null}
      {page === 'error' ? (
        <p className="vitrine-fragment__status" role="alert">
          {t('Manager.UnknowsErrors')}
        </p>
      ) : null}
      <div ref={container} className="vitrine-pickup-dialog__page" />
      {parts
        ? createPortal(
            <PickupResults state={state} selected={selected} onSelect={setSelected} />,
            parts.results,
          )
        : null}
    </Modal>
  );
}
