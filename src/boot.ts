/**
 * The entry a CMS template loads (ARCHITECTURE.md §1): reads the page settings, wires the
 * error policy to the UI (loaded on first use), mounts the widgets, starts the backstop and
 * the page shell.
 * Everything here is in the entry script: no React, no axios, no zod (budget: 10 kB gzip).
 */
import { markBody } from './core/bodyClass';
import { installConsent } from './core/consent';
import { provideDialogs } from './core/dialogs';
import { setProblemHandler } from './core/errorPolicy';
import { scan } from './core/loader';
import { observe } from './core/observer';
import { exposeApi } from './core/publicApi';
import { pageSettings } from './core/settings';
import { installForms } from './forms/delegate';
import { installShell } from './shell';

declare const __VITRINE_VERSION__: string;

function start(): void {
  const settings = pageSettings();
  markBody(document.body, location.pathname, settings);
  installConsent();
  provideDialogs(() => import('./ui/services').then((ui) => ui.dialogs));
  setProblemHandler((problem) => {
    void import('./ui/problemHandler').then((ui) => ui.handleProblem(problem));
  });
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
