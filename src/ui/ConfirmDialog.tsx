import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  /** Translation keys (spec 000 §8 defaults: Core.SureToDelete, Core.BtnBack, Core.BtnConfirm). */
  message?: string;
  cancelLabel?: string;
  confirmLabel?: string;
  onAnswer: (confirmed: boolean) => void;
}

export function ConfirmDialog({
  message = 'Core.SureToDelete',
  cancelLabel = 'Core.BtnBack',
  confirmLabel = 'Core.BtnConfirm',
  onAnswer,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t(message)}
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
      {null}
    </Modal>
  );
}
