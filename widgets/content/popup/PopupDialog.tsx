import { useLayoutEffect, useRef } from 'react';
import { rememberClosed } from '../../../src/api/popupMemory';
import { clearContent, replaceContent } from '../../../src/core/fragment';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { CountdownTimer, useCountdown } from '../../../src/ui/Countdown';
import { CountdownAnnouncer } from '../../../src/ui/CountdownAnnouncer';
import { formatEnd } from '../../../src/ui/countdown';
import { Modal } from '../../../src/ui/Modal';
import { usePromotionLabels } from '../../../src/ui/usePromotionLabels';
import type { Props } from './index';
import './popup.css';

/**
 * The popup's content: the placeholder's `<template>` (inert, so its images load only now), or
 * else the placeholder's own children, entering the page through core/fragment like any server
 * HTML, so the widgets and ajax forms inside start.
 */
function PopupContent() {
  const { fallback } = useWidgetContext();
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    const source = document.createElement('div');
    source.append(...fallback());
    const template = source.querySelector('template');
    void replaceContent(element, (template ?? source).innerHTML);
    return () => clearContent(element);
  }, [fallback]);
  return <div ref={holder} className="vitrine-popup__content" />;
}

interface PopupDialogProps extends Props {
  end: number | undefined;
  onClosed: () => void;
}

export default function PopupDialog({ id, title, end, format, onEnd, onClosed }: PopupDialogProps) {
  const { t } = useTranslation();
  const { labels, milestones } = usePromotionLabels();
  const { left, state } = useCountdown(end, onEnd);
  const close = () => {
    // spec 001 §4: closing stores the id with the time, so it is not shown again.
    rememberClosed(id);
    onClosed();
  };
  // At the end the page reloads (or the end callback ran): the offer is over, so is the popup.
  if (state === 'ended') return null;
  return (
    <Modal title={title} onClose={close} className="vitrine-popup">
      <PopupContent />
      {state === 'running' && end !== undefined ? (
        <div className="vitrine-countdown vitrine-popup__countdown">
          <CountdownTimer left={left} labels={labels} compact />
          <CountdownAnnouncer left={left} texts={milestones} />
          <p className="vitrine-countdown__end">
            {t('Promotions.Ends', { date: formatEnd(new Date(end), format) })}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
