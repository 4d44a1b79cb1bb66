import { lazy, Suspense, useEffect, useState } from 'react';
import {
  type ConsentChoice,
  type ConsentSettings,
  readConsent,
  saveConsent,
  takeOpenRequest,
} from '../../../src/core/consent';
import { on } from '../../../src/core/events';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import type { Props } from './index';
import { statusSentence } from './status';
import { useLeadInstance } from './useLeadInstance';
import './cookieConsent.css';
import '../../../src/ui/visuallyHidden.css';

// The dialog and react-modal load on first use: most shoppers only ever see the banner; and
// the banner only while undecided: most pages are seen by shoppers who decided before.
const loadDialog = () => import('./PreferencesDialog');
const PreferencesDialog = lazy(loadDialog);
const preload = () => void loadDialog();
const Banner = lazy(() => import('./Banner'));

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

  if (!lead) return null;

  const decide = (choice: ConsentChoice) => {
    const settings = saveConsent(choice, { onAccept, onDecline });
    setStored(settings);
    setOpen(false);
    setAnnouncement(statusSentence(t, i18n.language, settings));
    closeEnclosingModal(element);
  };

  return (
    <>
      <p className="vitrine-consent__announcement vitrine-visually-hidden" role="status">
        {announcement}
      </p>
      {stored ? null : (
        <Suspense fallback={null}>
          <Banner
            position={position}
            policyUrl={policyUrl}
            onPreferences={() => setOpen(true)}
            onIntent={preload}
            onDecide={decide}
          />
        </Suspense>
      )}
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
