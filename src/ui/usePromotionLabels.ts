import { useTranslation } from '../core/react/translation';
import type { CountdownLabels } from './Countdown';
import type { MilestoneTexts } from './CountdownAnnouncer';

/**
 * The words of the popups' and banners' countdown (spec 001 §4), shared by both widgets: the
 * units, the timer's name, and what is announced as the end nears (a day, an hour, ten minutes,
 * a minute left), never each second.
 */
export function usePromotionLabels(): { labels: CountdownLabels; milestones: MilestoneTexts } {
  const { t } = useTranslation();
  return {
    labels: {
      label: t('Promotions.CountdownLabel'),
      days: t('Promotions.Days'),
      hours: t('Promotions.Hours'),
      minutes: t('Promotions.Minutes'),
      seconds: t('Promotions.Seconds'),
    },
    milestones: {
      86400: t('Promotions.LastDay'),
      3600: t('Promotions.LastHour'),
      600: t('Promotions.LastTenMinutes'),
      60: t('Promotions.LastMinute'),
    },
  };
}
