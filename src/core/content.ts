/**
 * Server HTML just put into the page (a fragment, an ajax update, a variant's block) is started
 * one way everywhere: its widgets mount, its scripts run once and in order, then the scripts
 * waiting for consent run if their category is allowed (spec 000 §4).
 */
import { runConsentScripts } from './consent';
import { scan } from './loader';
import { runScripts } from './scripts';

export async function startContent(root: Element): Promise<void> {
  scan(root);
  await runScripts(root);
  await runConsentScripts(root);
}
