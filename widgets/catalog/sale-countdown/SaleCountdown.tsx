import { useEffect, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { endSale, formatEnd, TICK_MS, timeLeft } from './countdown';
import type { Props } from './index';
import './saleCountdown.css';

export default function SaleCountdown({ end, format, onEnd }: Props) {
  const { t } = useTranslation();
  const endTime = Date.parse(end);
  const [now, setNow] = useState(Date.now);
  // A page rendered after the end shows nothing and must not reload (it would loop).
  const [running] = useState(() => endTime > Date.now());
  const left = endTime - now;

  useEffect(() => {
    if (!running) return;
    if (left <= 0) return endSale(onEnd);
    // Tick on the second boundary, so the seconds change exactly once per tick.
    const timer = setTimeout(() => setNow(Date.now()), left % TICK_MS || TICK_MS);
    return () => clearTimeout(timer);
  }, [running, left, onEnd]);

  if (!running || left <= 0) return null;
  const { days, hours, minutes, seconds } = timeLeft(left);
  const units = [
    [days, t('Catalog.CountdownDays')],
    [hours, t('Catalog.CountdownHours')],
    [minutes, t('Catalog.CountdownMinutes')],
    [seconds, t('Catalog.CountdownSeconds')],
  ] as const;
  return (
    <div className="vitrine-countdown">
      {/* role=timer is aria-live off: a screen reader reads it on demand, not every second. */}
      <div role="timer" aria-live="off" aria-label={t('Catalog.CountdownLabel')}>
        {units.map(([value, label]) => (
          <span key={label} className="vitrine-countdown__unit">
            <span className="vitrine-countdown__value">{String(value).padStart(2, '0')}</span>{' '}
            <span className="vitrine-countdown__label">{label}</span>
          </span>
        ))}
      </div>
      <p className="vitrine-countdown__end">
        {t('Catalog.CountdownEnds', { date: formatEnd(new Date(endTime), format) })}
      </p>
    </div>
  );
}
