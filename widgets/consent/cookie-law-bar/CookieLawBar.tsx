import { useState } from 'react';
import { readCookie, writeCookie } from '../../../src/core/consent';
import { useTranslation } from '../../../src/core/react/translation';
import { DEFAULT_COOKIE_LAW_COOKIE, pageSettings } from '../../../src/core/settings';
import type { Props } from './index';
import './cookieLawBar.css';

/** spec 001 §9: the bar's own cookie, kept 8760 hours; the page settings may rename it. */
export const LAW_COOKIE = DEFAULT_COOKIE_LAW_COOKIE;

export default function CookieLawBar({ policyUrl, position }: Props) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => readCookie(pageSettings().cookieLawCookie) !== undefined);
  if (seen) return null;

  const accept = () => {
    writeCookie(pageSettings().cookieLawCookie, '1');
    setSeen(true);
  };

  return (
    <section
      className={`vitrine-cookie-law vitrine-cookie-law--${position}`}
      aria-label={t('Consent.CookieLawLabel')}
    >
      <p className="vitrine-cookie-law__text">
        {t('Consent.CookieLawText')}{' '}
        {policyUrl ? <a href={policyUrl}>{t('Consent.PolicyLink')}</a> : null}
      </p>
      <button type="button" className="vitrine-cookie-law__accept" onClick={accept}>
        {t('Consent.CookieLawAccept')}
      </button>
    </section>
  );
}
