import { useTranslation } from '../../../src/core/react/translation';
import { CountdownTimer, useCountdown } from '../../../src/ui/Countdown';
import { formatEnd } from '../../../src/ui/countdown';
import type { Props } from './index';

export default function SaleCountdown({ end, format, onEnd }: Props) {
  const { t } = useTranslation();
  const endTime = Date.parse(end);
  const { left, state } = useCountdown(endTime, onEnd);
  // A page rendered after the end shows nothing and must not reload (it would loop).
  if (state !== 'running') return null;
  const labels = {
    label: t('Catalog.CountdownLabel'),
    days: t('Catalog.CountdownDays'),
    hours: t('Catalog.CountdownHours'),
    minutes: t('Catalog.CountdownMinutes'),
    seconds: t('Catalog.CountdownSeconds'),
  };
  return (
    <div className="vitrine-countdown">
      <CountdownTimer left={left} labels={labels} />
      <p className="vitrine-countdown__end">
        {t('Catalog.CountdownEnds', { date: formatEnd(new Date(endTime), format) })}
      </p>
    </div>
  );
}
