/**
 * The entry a CMS template loads (docs/architecture.md §1): reads the page settings, wires the
 * dialogs port to the UI (loaded on first use; the error policy of spec 000 §8 and every
 * dialog go through it), mounts the widgets, starts the backstop and the page shell.
 * Everything here is in the entry script: no React, no zod, no i18next (budget: 10 kB gzip).
 */
import { markBody } from './core/bodyClass';
import { installConsent } from './core/consent';
import { provideDialogs } from './core/dialogs';
import { scan } from './core/loader';
import { provideNavigation } from './core/navigation';
import { observe } from './core/observer';
import { exposeApi } from './core/publicApi';
import { pageSettings } from './core/settings';
import { installForms } from './forms/delegate';
import { goTo, installShell } from './shell';

declare const __VITRINE_VERSION__: string;

function start(): void {
  const settings = pageSettings();
  markBody(document.body, location.pathname, settings);
  installConsent();
  // The ports of core, all wired here (docs/architecture.md §5): the UI behind core/dialogs,
  // loaded on first use, and the shell's visits behind core/navigation.
  provideDialogs(() => import('./ui/services').then((ui) => ui.dialogs));
  provideNavigation((href, options) => goTo(href, options));
  exposeApi(__VITRINE_VERSION__);
  installForms(document);
  scan(document);
  observe(document.body);
  installShell();
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
