/**
 * The ajax page shell (docs/architecture.md §6, issue 3 §1, decisions 008 and 015): installs its
 * parts. Plain TypeScript in the entry script; the visit itself is a lazy chunk, and the shell
 * only asks the loader to unmount and scan.
 */
import { provideNavigation } from '../core/navigation';
import { endInitialLoader } from './endInitialLoader';
import { handleClick } from './handleClick';
import { cancelIntent, prefetchOnIntent } from './prefetchOnIntent';
import { goTo } from './startVisit';
import { submitGetForm } from './submitGetForm';
import { trackHistory } from './trackHistory';

export function installShell(): () => void {
  const stopHistory = trackHistory();
  provideNavigation((href) => goTo(href));
  endInitialLoader();
  const listeners: Array<[string, EventListener]> = [
    ['click', handleClick as EventListener],
    ['submit', submitGetForm as EventListener],
    ['mouseover', prefetchOnIntent],
    ['focusin', prefetchOnIntent],
    ['mouseout', cancelIntent],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener);
  return () => {
    stopHistory();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
  };
}
