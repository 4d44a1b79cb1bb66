/**
 * The banner shown while the shopper has not decided (spec 000 §2, §4): a chunk of its own,
 * which shoppers who decided before never load. Fixed at an edge, it comes first in the tab
 * order with room kept for it, and a choice gives focus back (issue 10 §2; useBannerPlace).
 */
import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { ConsentChoice } from '../../../src/core/consent';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import { ALL, NONE } from './status';
import { useBannerPlace } from './useBannerPlace';
import { useFocusReturn } from './useFocusReturn';

interface BannerProps {
  position: Props['position'];
  policyUrl?: string | undefined;
  onPreferences: () => void;
  /** Loads the preferences dialog ahead, on intent. */
  onIntent: () => void;
  onDecide: (choice: ConsentChoice) => void;
}

export default function Banner({
  position,
  policyUrl,
  onPreferences,
  onIntent,
  onDecide,
}: BannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { host, bannerRef } = useBannerPlace(position);
  const onFocus = useFocusReturn();

  const banner = (
    // A named <section> is a region landmark: non-blocking, so not a modal dialog (bar 9).
    <section
      ref={bannerRef}
      className={`vitrine-consent vitrine-consent--${position}`}
      aria-labelledby={titleId}
      onFocus={onFocus}
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
          onClick={onPreferences}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {t('Consent.Preferences')}
        </button>
        <button type="button" className="vitrine-consent__choice" onClick={() => onDecide(NONE)}>
          {t('Consent.DeclineAll')}
        </button>
        <button type="button" className="vitrine-consent__choice" onClick={() => onDecide(ALL)}>
          {t('Consent.AcceptAll')}
        </button>
      </div>
    </section>
  );
  // Fixed at an edge: first in the tab order, from the start of <body>.
  if (position === 'inline') return banner;
  return host ? createPortal(banner, host) : null;
}
