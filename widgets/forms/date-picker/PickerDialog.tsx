/**
 * The date picker's dialog: the shared date grid (decision 037) in the Modal (focus trapped,
 * Esc closes, focus back to the button). A chunk of its own, loaded on the first opening, so a
 * form page does not pay for react-modal and the grid before a shopper asks for a calendar.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { DateGrid } from '../../../src/ui/DateGrid';
import type { IsoDay, IsoMonth } from '../../../src/ui/dateGridDates';
import { Modal } from '../../../src/ui/Modal';

export interface PickerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  month: IsoMonth;
  onMonthChange: (month: IsoMonth) => void;
  minMonth: IsoMonth;
  maxMonth: IsoMonth;
  chosen: IsoDay | undefined;
  onSelect: (day: IsoDay) => void;
  isDisabled: (day: IsoDay) => boolean;
  locale: string;
}

export default function PickerDialog(props: PickerDialogProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  // Focus on the day shown once the dialog is open (APG date picker dialog).
  useEffect(() => {
    if (!props.isOpen) return;
    const frame = requestAnimationFrame(() =>
      box.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [props.isOpen]);

  return (
    <Modal
      isOpen={props.isOpen}
      title={t('Forms.ChooseDate')}
      onClose={props.onClose}
      className="vitrine-date-picker__dialog"
    >
      <div ref={box}>
        <DateGrid
          month={props.month}
          onMonthChange={props.onMonthChange}
          minMonth={props.minMonth}
          maxMonth={props.maxMonth}
          selected={props.chosen}
          onSelect={props.onSelect}
          isDisabled={props.isDisabled}
          locale={props.locale}
          labels={{
            previousMonth: t('Forms.PreviousMonth'),
            nextMonth: t('Forms.NextMonth'),
            unavailable: t('Forms.Unavailable'),
          }}
        />
      </div>
    </Modal>
  );
}
