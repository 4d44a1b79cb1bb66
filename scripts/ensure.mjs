#!/usr/bin/env node
/**
 * Makes a fresh clone ready (README: the two commands need no earlier step).
 * - installs npm packages when node_modules is missing or older than package-lock.json;
 * - with --browser, makes sure Debian's Chromium is there for the end-to-end tests: installs
 *   it with apt-get when we are root, otherwise says what to run. Never downloads a browser.
 * Only Node built-ins here: this runs before anything is installed.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const wantsBrowser = process.argv.includes('--browser');

const lock = 'package-lock.json';

const marker = 'node_modules/.package-lock.json';
if (
  !existsSync(marker) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs)
) {
  console.log('› installing npm packages');
  // npm install keeps the locked versions; unlike npm ci it accepts a lock file that lacks the
  // other platforms' optional binaries (Biome's), which some npm settings leave out.
  run('npm install --no-audit --no-fund');
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (wantsBrowser && !existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ The end-to-end tests need Debian's Chromium at ${CHROMIUM}.\n` +
        '  Install it once with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  (or point CHROMIUM_PATH at another Chromium build).',
    );
    process.exit(1);
  }
  console.log('› installing Debian chromium (apt-get)');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
