/**
 * The page-level UI host: one React root, appended to body on first use, that renders the
 * open dialogs and the notifications of ./store.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useStore } from 'zustand';
import { on } from '../core/events';
import { loadI18n } from '../core/i18n';
import { I18nProvider, useTranslation } from '../core/react/translation';
import { ConfirmDialog } from './ConfirmDialog';
import { FragmentDialog } from './FragmentDialog';
import { Modal } from './Modal';
import { closeDialog, type DialogItem, uiStore } from './store';
import { Toasts } from './Toasts';

function Dialog({ dialog }: { dialog: DialogItem }) {
  const { t } = useTranslation();
  const close = () => closeDialog(dialog.id);
  switch (dialog.type) {
    case 'confirm':
      return (
        <ConfirmDialog
          title={dialog.title}
          message={dialog.message}
          cancelLabel={dialog.cancelLabel}
          confirmLabel={dialog.confirmLabel}
          onAnswer={(confirmed) => {
            close();
            dialog.resolve(confirmed);
          }}
        />
      );
    case 'fragment':
      return (
        <FragmentDialog
          url={dialog.url}
          titleKey={dialog.titleKey}
          className={dialog.className}
          cache={dialog.cache}
          onClose={close}
        />
      );
    default:
      return (
        <Modal
          title={t(dialog.titleKey ?? 'Core.Error')}
          role="alertdialog"
          onClose={close}
          footer={
            <button
              type="button"
              className="vitrine-button vitrine-button--primary"
              onClick={close}
            >
              {t('Core.Close')}
            </button>
          }
        >
          <p>{t(dialog.messageKey)}</p>
        </Modal>
      );
  }
}

function Host() {
  const dialogs = useStore(uiStore, (state) => state.dialogs);
  // A link inside a page fragment (the quick view's product page, the login modal's "create an
  // account") leads to another page: its dialog goes with the page it was opened on.
  useEffect(
    () =>
      on('vitrine:page-leave', () =>
        uiStore.setState((state) => ({
          dialogs: state.dialogs.filter((dialog) => dialog.type !== 'fragment'),
        })),
      ),
    [],
  );
  return (
    <>
      {dialogs.map((dialog) => (
        <Dialog key={dialog.id} dialog={dialog} />
      ))}
      <Toasts />
    </>
  );
}

export async function mountHost(): Promise<void> {
  const i18n = await loadI18n();
  const element = document.createElement('div');
  element.className = 'vitrine-ui';
  document.body.append(element);
  createRoot(element).render(
    <I18nProvider i18n={i18n}>
      <Host />
    </I18nProvider>,
  );
}
