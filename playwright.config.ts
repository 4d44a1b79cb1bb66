import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the demo CMS,
 * served twice: at the root and under BASE_PATH=/shop (issue 2 §3).
 */
/** E2E_PORT lets two runs share a machine; DIST_DIR points the demo at another build. */
export const PORT = Number(process.env.E2E_PORT ?? 4391);
export const SHOP_PORT = PORT + 1;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx demo/server/main.ts',
      url: `http://127.0.0.1:${PORT}/fr/`,
      env: { PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx demo/server/main.ts',
      url: `http://127.0.0.1:${SHOP_PORT}/shop/fr/`,
      env: { PORT: String(SHOP_PORT), BASE_PATH: '/shop' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
