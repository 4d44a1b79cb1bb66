/**
 * Video modals (issue 15; spec 001 §2, §9): the facade until asked, the dialog with the local
 * stand-ins of YouTube and Vimeo (demo/families/video), playing, stopping on close, focus back,
 * the API script once per page, the error path, axe with the dialog open, at 375 and 1280 px,
 * in French and Portuguese; no request leaves 127.0.0.1.
 */
import type { Page } from '@playwright/test';
import { SHOP_PORT } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';

interface Report {
  service: string;
  id: string;
  state: string;
}

/** Two cores shared by several runs: a player page may take a while to start its clip. */
const PLAYER = { timeout: 15_000 };
const YOUTUBE_API = '**/demo/video/youtube/iframe_api.js';
const VIMEO_API = '**/demo/video/vimeo/player.js';

/** Every request the page makes; checked at the end: all on 127.0.0.1. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectLocal(urls: string[]) {
  const away = urls.filter((url) => !/^(http:\/\/127\.0\.0\.1:\d+\/|data:|blob:)/.test(url));
  expect(away, 'requests leaving the demo').toEqual([]);
}

/** What the local player pages report (their BroadcastChannel), kept in the page. */
async function listenToPlayers(page: Page) {
  await page.addInitScript(() => {
    const reports: unknown[] = [];
    (window as unknown as { videoReports: unknown[] }).videoReports = reports;
    new BroadcastChannel('vitrine-demo-video').onmessage = (event) => reports.push(event.data);
  });
}

const reports = (page: Page) =>
  page.evaluate(() => (window as unknown as { videoReports: Report[] }).videoReports);
const lastState = async (page: Page, service: string) =>
  (await reports(page)).filter((report) => report.service === service).at(-1)?.state;

function noSidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

test.describe('video modal, desktop, French', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('plays YouTube in a dialog by mouse, stops on close, returns focus, loads the API once', async ({
    page,
  }) => {
    const urls = watchRequests(page);
    await listenToPlayers(page);
    await page.goto('/fr/videos');
    const play = page.getByRole('button', {
      name: 'Lire la vidéo\u00a0: Bien choisir ses chaussures de course',
    });
    await expect(play).toBeVisible();
    expect(urls.filter((url) => url.includes('/demo/video/youtube/'))).toEqual([]);

    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Bien choisir ses chaussures de course' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => lastState(page, 'youtube'), PLAYER).toBe('playing');
    await expect(dialog.locator('.vitrine-video__stage')).toHaveAttribute('data-state', 'playing');
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /enablejsapi=1/);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect.poll(() => lastState(page, 'youtube')).toMatch(/^(paused|unloaded)$/);
    await expect(page.locator('iframe')).toHaveCount(0);

    await play.click();
    await expect.poll(() => lastState(page, 'youtube'), PLAYER).toBe('playing');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect.poll(() => lastState(page, 'youtube')).toMatch(/^(paused|unloaded)$/);
    expect(urls.filter((url) => url.endsWith('/demo/video/youtube/iframe_api.js'))).toHaveLength(1);
    expectLocal(urls);
  });

  test('shows a translated error and a link to the service when the API script fails (500), then works again', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource.*500/);
    const urls = watchRequests(page);
    await listenToPlayers(page);
    await page.route(YOUTUBE_API, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/fr/videos');
    const play = page.getByRole('button', { name: /Bien choisir ses chaussures de course/ });
    await play.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText(
      'La vidéo ne peut pas être lue ici pour le moment.',
    );
    const watch = dialog.getByRole('link', { name: 'Regarder sur YouTube' });
    await expect(watch).toHaveAttribute('href', /\/demo\/video\/youtube\/embed\/vtRunShoes1$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(play).toBeFocused();

    await page.unroute(YOUTUBE_API);
    await play.click();
    await expect.poll(() => lastState(page, 'youtube'), PLAYER).toBe('playing');
    expectLocal(urls);
  });

  test('shows the error when the API never becomes ready (the 10 s limit)', async ({ page }) => {
    test.setTimeout(40_000);
    await page.route(VIMEO_API, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* nothing */' }),
    );
    await page.goto('/fr/videos');
    await page.getByRole('button', { name: /Entretenir ses chaussures en cuir/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('status')).toHaveText('Chargement de la vidéo…');
    await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'Regarder sur Vimeo' })).toBeVisible();
  });
});

test.describe('video modal, phone, Portuguese', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('plays Vimeo in a dialog by keyboard and stops it with Esc', async ({ page }) => {
    const urls = watchRequests(page);
    await listenToPlayers(page);
    await page.goto('/pt/videos');
    const play = page.getByRole('button', {
      name: 'Reproduzir o vídeo: Como cuidar do calçado de pele',
    });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Como cuidar do calçado de pele' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => lastState(page, 'vimeo'), PLAYER).toBe('playing');
    await expect(dialog.locator('.vitrine-video__stage')).toHaveAttribute('data-state', 'playing');
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /dnt=1/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect.poll(() => lastState(page, 'vimeo')).toMatch(/^(paused|unloaded)$/);
    expect(urls.filter((url) => url.endsWith('/demo/video/vimeo/player.js'))).toHaveLength(1);
    expectLocal(urls);
  });

  test('a network error on the API script shows the error in Portuguese', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource/);
    await page.route(VIMEO_API, (route) => route.abort('failed'));
    await page.goto('/pt/videos');
    await page.getByRole('button', { name: /Como cuidar do calçado de pele/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText(
      'De momento, não é possível reproduzir o vídeo aqui.',
    );
    await expect(dialog.getByRole('link', { name: 'Ver no Vimeo' })).toHaveAttribute(
      'href',
      /\/demo\/video\/vimeo\/video\/76979871$/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});

test.describe('video modal under a base path, Spanish', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the services are served from /shop/ as the settings block says', async ({ page }) => {
    const urls = watchRequests(page);
    await listenToPlayers(page);
    await page.goto(`http://127.0.0.1:${SHOP_PORT}/shop/es/videos`);
    await page
      .getByRole('button', { name: 'Reproducir el vídeo: Cómo cuidar el calzado de piel' })
      .click();
    await expect.poll(() => lastState(page, 'vimeo'), PLAYER).toBe('playing');
    expect(urls).toContain(`http://127.0.0.1:${SHOP_PORT}/shop/demo/video/vimeo/player.js`);
    expectLocal(urls);
  });
});

test.describe('video modal in the gallery and under reduced motion', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the gallery example plays, and the play button does not animate under reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const urls = watchRequests(page);
    await listenToPlayers(page);
    await page.goto('/de/gallery?widget=video-modal');
    const play = page.getByRole('button', {
      name: 'Video abspielen: Bien choisir ses chaussures de course',
    });
    await play.hover();
    const transition = await play
      .locator('.vitrine-video__play')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(transition).toBe('0s');
    await play.click();
    await expect.poll(() => lastState(page, 'youtube'), PLAYER).toBe('playing');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(play).toBeFocused();
    expectLocal(urls);
  });
});

test.describe('video modal without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the poster is a link to the video on the service', async ({ page }) => {
    await page.goto('/fr/videos');
    const link = page.getByRole('link', {
      name: 'Regarder sur Vimeo\u00a0: Entretenir ses chaussures en cuir',
    });
    await expect(link).toHaveAttribute('href', '/demo/video/vimeo/video/76979871');
  });
});
