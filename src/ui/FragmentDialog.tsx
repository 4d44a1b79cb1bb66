/**
 * A dialog showing server pages (modal links, the login modal) that can swap its page
 * (issue 13, spec 001 §2 "shown in a modal with step-back links"): inside it, a link with
 * `data-modal-step` opens its page in the same dialog (the attribute's value, if any, becomes the
 * title) and a link with `data-modal-back` goes back to the step before (to its href when there
 * is none). As pages, without script, they are ordinary links. Focus moves to the new step.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../core/react/translation';
import { Modal } from './Modal';
import { ServerFragment } from './ServerFragment';

interface Step {
  url: string;
  title: string;
}

interface FragmentDialogProps {
  url: string;
  titleKey: string;
  className: string;
  cache: boolean;
  onClose: () => void;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The next steps after a click on `link`, or undefined when the link is not a step link. */
export function nextSteps(steps: readonly Step[], link: HTMLAnchorElement): Step[] | undefined {
  const current = steps[steps.length - 1];
  if (!current || link.origin !== location.origin) return undefined;
  if (link.hasAttribute('data-modal-back')) {
    if (steps.length > 1) return steps.slice(0, -1);
    return [{ url: link.href, title: link.dataset.modalBack || current.title }];
  }
  if (!link.hasAttribute('data-modal-step')) return undefined;
  return [...steps, { url: link.href, title: link.dataset.modalStep || current.title }];
}

export function FragmentDialog({ url, titleKey, className, cache, onClose }: FragmentDialogProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<Step[]>(() => [{ url, title: titleKey }]);
  // react-modal renders its content after mounting: a callback ref, not a ref read in an effect.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const moved = useRef(false);
  const latest = useRef(steps);
  latest.current = steps;

  useEffect(() => {
    const element = body;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || modified(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const next = nextSteps(latest.current, link);
      if (!next) return;
      // Before the shell's document listener: the page stays, the dialog swaps its step.
      event.preventDefault();
      moved.current = true;
      setSteps(next);
    };
    element.addEventListener('click', onClick);
    // An ajax form's answer replaced the step while its busy button had let focus fall to the
    // page: focus goes to the field the server found wrong, else to the step (keyboard users
    // and screen readers keep their place in the dialog).
    const observer = new MutationObserver(() => {
      const active = element.ownerDocument.activeElement;
      if (active && active !== element.ownerDocument.body) return;
      const invalid = element.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? element).focus();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('click', onClick);
      observer.disconnect();
    };
  }, [body]);

  const current = steps[steps.length - 1] as Step;
  return (
    <Modal title={t(current.title)} onClose={onClose} className={className}>
      <div ref={setBody} className="vitrine-fragment-dialog" tabIndex={-1}>
        <ServerFragment
          // A new step, or the same page again after "back": always a fresh copy.
          key={`${steps.length}:${current.url}`}
          url={current.url}
          cache={cache && steps.length === 1}
          onLoad={() => {
            if (moved.current) body?.focus();
          }}
        />
      </div>
    </Modal>
  );
}
