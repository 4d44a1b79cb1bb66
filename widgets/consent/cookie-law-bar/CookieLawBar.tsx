import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '../../../src/core/consent';
import type { Props } from './index';
import './cookieLawBar.css';

/** spec 001 §9: the bar's own cookie, kept 8760 hours. */
export const LAW_COOKIE = 'vitrine_cookielaw';

export default function CookieLawBar({ policyUrl, position }: Props) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState(() => readCookie(LAW_COOKIE) !== undefined);
  if (seen) return null;

  const accept = () => {
    writeCookie(LAW_COOKIE, '1');
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
