import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  type ConsentChoice,
  type ConsentSettings,
  readConsent,
  saveConsent,
  takeOpenRequest,
} from '../../../src/core/consent';
import { on } from '../../../src/core/events';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import type { Props } from './index';
import { ALL, NONE, statusSentence } from './status';
import { useBannerPlace } from './useBannerPlace';
import { useFocusReturn } from './useFocusReturn';
import { useLeadInstance } from './useLeadInstance';
import './cookieConsent.css';
import '../../../src/ui/visuallyHidden.css';

// The dialog and react-modal load on first use: most shoppers only ever see the banner.
const loadDialog = () => import('./PreferencesDialog');
const PreferencesDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/** spec 000 §4: deciding also closes a modal the widget sits in (a `<dialog>` or ours). */
function closeEnclosingModal(element: HTMLElement): void {
  const dialog = element.closest('dialog');
  if (dialog) {
    dialog.close();
    return;
  }
  element
    .closest('.vitrine-modal')
    ?.querySelector<HTMLButtonElement>('.vitrine-modal__close')
    ?.click();
}

export default function CookieConsent({ policyUrl, onAccept, onDecline, position }: Props) {
  const { t, i18n } = useTranslation();
  const { element } = useWidgetContext();
  const lead = useLeadInstance();
  const titleId = useId();
  const [stored, setStored] = useState<ConsentSettings | undefined>(readConsent);
  const [open, setOpen] = useState(false);
  // What the polite live region says after a decision made here, since the banner goes away.
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!lead) return;
    const offOpen = on('vitrine:consent-open', () => {
      takeOpenRequest(); // answered here, so no later mount opens it again
      setOpen(true);
    });
    // A footer click while this chunk was still loading is not lost.
    if (takeOpenRequest()) setOpen(true);
    const offSet = on('vitrine:consent-set', (event) => setStored(event.detail));
    return () => {
      offOpen();
      offSet();
    };
  }, [lead]);

  const shown = lead && !stored;
  const { host, bannerRef } = useBannerPlace(position, shown);
  const onBannerFocus = useFocusReturn(shown);

  if (!lead) return null;

  const decide = (choice: ConsentChoice) => {
    const settings = saveConsent(choice, { onAccept, onDecline });
    setStored(settings);
    setOpen(false);
    setAnnouncement(statusSentence(t, i18n.language, settings));
    closeEnclosingModal(element);
  };

  const banner = stored ? null : (
    // A named <section> is a region landmark: non-blocking, so not a modal dialog (bar 9).
    <section
      ref={bannerRef}
      className={`vitrine-consent vitrine-consent--${position}`}
      aria-labelledby={titleId}
      onFocus={onBannerFocus}
    >
      <div className="vitrine-consent__text">
        <h2 id={titleId} className="vitrine-consent__title">
          {t('Consent.Title')}
        </h2>
        <p>
          {t('Consent.Intro')}{' '}
          {policyUrl ? <a href={policyUrl}>{t('Consent.PolicyLink')}</a> : null}
        </p>
      </div>
      <div className="vitrine-consent__actions">
        {/* CNIL, EDPB: refusing is as easy as accepting: same tag, size and weight. */}
        <button
          type="button"
          className="vitrine-consent__choice"
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {t('Consent.Preferences')}
        </button>
        <button type="button" className="vitrine-consent__choice" onClick={() => decide(NONE)}>
          {t('Consent.DeclineAll')}
        </button>
        <button type="button" className="vitrine-consent__choice" onClick={() => decide(ALL)}>
          {t('Consent.AcceptAll')}
        </button>
      </div>
    </section>
  );

  return (
    <>
      <p className="vitrine-consent__announcement vitrine-visually-hidden" role="status">
        {announcement}
      </p>
      {/* Fixed at an edge: first in the tab order, from the start of <body> (issue 10 §2). */}
      {position === 'inline' ? banner : host && banner ? createPortal(banner, host) : null}
      {open ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            stored={stored}
            policyUrl={policyUrl}
            onDecide={decide}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
