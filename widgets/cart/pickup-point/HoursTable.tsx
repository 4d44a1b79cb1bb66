/** Opening hours as a table, a row per day (spec 001 §3 StandardHoursOfOperation). */
import { useTranslation } from '../../../src/core/react/translation';
import { parseHours } from './hours';

export function HoursTable({ text }: { text: string | null | undefined }) {
  const { t } = useTranslation();
  const days = parseHours(text);
  if (!days.length) return null;
  return (
    <details className="vitrine-pickup-hours">
      <summary>{t('PickupPoints.OpeningHours')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('PickupPoints.Day')}</th>
            <th scope="col">{t('PickupPoints.Hours')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the days of a week, in order, never reordered
            <tr key={index}>
              <th scope="row">{day.day}</th>
              <td>{day.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
