/**
 * The ajax page shell (docs/architecture.md §6, issue 3 §1, decisions 008 and 015): installs its
 * parts. Plain TypeScript in the entry script; the visit itself is a lazy chunk, and the shell
 * only asks the loader to unmount and scan.
 */
import { endInitialLoader } from './endInitialLoader';
import { handleClick } from './handleClick';
import { cancelIntent, prefetchOnIntent } from './prefetchOnIntent';
import { submitGetForm } from './submitGetForm';
import { trackHistory } from './trackHistory';

/** What the navigation port of core/navigation is given (boot.ts wires it). */
export { goTo } from './startVisit';

export function installShell(): () => void {
  const stopHistory = trackHistory();
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
