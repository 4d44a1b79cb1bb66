import { useId } from 'react';
import { useTranslation } from '../core/react/translation';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  /**
   * Translation keys (spec 000 §8 defaults: Core.SureToDelete, Core.BtnBack, Core.BtnConfirm;
   * the title defaults to Core.BtnConfirm).
   */
  title?: string;
  message?: string;
  cancelLabel?: string;
  confirmLabel?: string;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A question before an action (spec 000 §8): a short title, the question as the body (the
 * dialog's description, read after its name), Back and Confirm (issue 10 §4).
 */
export function ConfirmDialog({
  title = 'Core.BtnConfirm',
  message = 'Core.SureToDelete',
  cancelLabel = 'Core.BtnBack',
  confirmLabel = 'Core.BtnConfirm',
  onAnswer,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const questionId = useId();
  return (
    <Modal
      title={t(title)}
      describedBy={questionId}
      role="alertdialog"
      onClose={() => onAnswer(false)}
      className="vitrine-confirm"
      footer={
        <>
          <button type="button" className="vitrine-button" onClick={() => onAnswer(false)}>
            {t(cancelLabel)}
          </button>
          <button
            type="button"
            className="vitrine-button vitrine-button--primary"
            onClick={() => onAnswer(true)}
          >
            {t(confirmLabel)}
          </button>
        </>
      }
    >
      <p id={questionId} className="vitrine-confirm__question">
        {t(message)}
      </p>
    </Modal>
  );
}
