/** Debian's Chromium, headless, as every bench page runs it (the flags of playwright.config.ts). */
import { chromium } from '@playwright/test';

export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
