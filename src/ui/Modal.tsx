/**
 * The dialog primitive (react-modal): focus trapped inside and returned to the opener on
 * close, Esc closes, labelled by its title, page scroll locked while open.
 */
import { type ReactNode, useId } from 'react';
import ReactModal from 'react-modal';
import { useTranslation } from '../core/react/translation';
import './ui.css';

interface ModalProps {
  isOpen?: boolean;
  title: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  /** Extra buttons shown at the bottom. */
  footer?: ReactNode;
  /** alertdialog for confirmations and errors. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the body text that describes the dialog (a confirmation's question). */
  describedBy?: string;
}

export function Modal({
  isOpen = true,
  title,
  onClose,
  className = '',
  children,
  footer,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ReactModal
      isOpen={isOpen}
      onRequestClose={onClose}
      aria={{
        labelledby: titleId,
        modal: true,
        ...(describedBy ? { describedby: describedBy } : {}),
      }}
      role={role}
      ariaHideApp={false}
      className={`vitrine-modal ${className}`.trim()}
      overlayClassName="vitrine-modal__overlay"
      bodyOpenClassName="vitrine-modal-open"
      shouldReturnFocusAfterClose
    >
      <div className="vitrine-modal__header">
        <h2 id={titleId} className="vitrine-modal__title">
          {title}
        </h2>
        <button
          type="button"
          className="vitrine-modal__close"
          onClick={onClose}
          aria-label={t('Core.Close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="vitrine-modal__body">{children}</div>
      {footer ? <div className="vitrine-modal__footer">{footer}</div> : null}
    </ReactModal>
  );
}
