import { useId, useLayoutEffect, useRef, useState } from 'react';
import { isHidden, rememberClosed } from '../../../src/api/popupMemory';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { CountdownTimer, useCountdown } from '../../../src/ui/Countdown';
import { CountdownAnnouncer } from '../../../src/ui/CountdownAnnouncer';
import { formatEnd } from '../../../src/ui/countdown';
import { usePromotionLabels } from '../../../src/ui/usePromotionLabels';
import type { Props } from './index';
import './banner.css';

/** The banner's text as the server wrote it in the placeholder (already in the page). */
function BannerContent() {
  const { fallback } = useWidgetContext();
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.replaceChildren(...fallback());
  }, [fallback]);
  return <div ref={holder} className="vitrine-promo-banner__content" />;
}

/** After closing, focus goes to the page's heading rather than falling to <body>. */
function focusPage(element: HTMLElement): void {
  const region = element.closest('main') ?? document.querySelector('main');
  const target = region?.querySelector<HTMLElement>('h1') ?? region;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export default function Banner({ id, title, endDatetime, format, onEnd }: Props) {
  const { t } = useTranslation();
  const { element } = useWidgetContext();
  const { labels, milestones } = usePromotionLabels();
  const titleId = useId();
  const end = endDatetime === undefined ? undefined : Date.parse(endDatetime);
  const [closed, setClosed] = useState(() => isHidden(id));
  // Counts down only while shown: a banner closed before never reloads the page.
  const { left, state } = useCountdown(closed ? undefined : end, onEnd);

  // Past its EndDatetime (on arrival, or when the countdown ended) it is not shown.
  if (closed || state === 'ended') return null;
  const close = () => {
    // spec 001 §4: closing stores the id with the time, so it is not shown again.
    rememberClosed(id);
    setClosed(true);
    focusPage(element);
  };
  return (
    // A named <section> is a region landmark: the banner informs, it does not block (not a modal).
    <section className="vitrine-promo-banner" aria-labelledby={titleId}>
      <div className="vitrine-promo-banner__text">
        <h2 id={titleId} className="vitrine-promo-banner__title">
          {title}
        </h2>
        <BannerContent />
      </div>
      {state === 'running' && end !== undefined ? (
        <div className="vitrine-countdown vitrine-promo-banner__countdown">
          <CountdownTimer left={left} labels={labels} compact />
          <CountdownAnnouncer left={left} texts={milestones} />
          <p className="vitrine-countdown__end">
            {t('Promotions.Ends', { date: formatEnd(new Date(end), format) })}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        className="vitrine-promo-banner__close"
        onClick={close}
        aria-label={t('Promotions.CloseBanner')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
