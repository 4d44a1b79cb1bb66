/**
 * The promotions pages (issue 15): the banner's and popup's props parse with the widgets'
 * schemas in every culture, the server honours the popup memory cookie, and the flash sale's
 * end is fixed in the address so that its reload shows the sale over.
 */
import { describe, expect, it } from 'vitest';
import { POPUP_COOKIE } from '../../../src/api/popupMemory';
import { readProps } from '../../../src/core/props';
import banner from '../../../widgets/content/banner/index';
import popup from '../../../widgets/content/popup/index';
import { cultures } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';
import { BANNER_ID, blackFridayEnd, POPUP_ID } from './promotionsPage';
import { strings } from './strings';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

async function page(path: string, cookie?: string): Promise<Document> {
  const answer = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(answer.status).toBe(200);
  return new DOMParser().parseFromString(await answer.text(), 'text/html');
}

const memory = (...ids: string[]) =>
  `${POPUP_COOKIE}=${encodeURIComponent(
    JSON.stringify(ids.map((id) => ({ id, datetime: new Date().toISOString() }))),
  )}`;

describe('the promotions page', () => {
  it.each(cultures)(
    '%s: the banner and the popup parse, in the culture’s words',
    async (culture) => {
      const doc = await page(`/shop/${culture}/promotions`);
      const text = strings[culture].pages.promotions;
      const bannerElement = doc.querySelector<HTMLElement>('[data-widget="banner"]');
      const popupElement = doc.querySelector<HTMLElement>('[data-widget="popup"]');
      if (!bannerElement || !popupElement) throw new Error('a placeholder is missing');
      const bannerProps = readProps(bannerElement, banner.props, 'banner');
      const popupProps = readProps(popupElement, popup.props, 'popup');
      expect(bannerProps.ok && bannerProps.props).toMatchObject({
        id: BANNER_ID,
        title: text.bannerTitle,
        endDatetime: blackFridayEnd(Date.now()).toISOString(),
      });
      expect(popupProps.ok && popupProps.props).toMatchObject({
        id: POPUP_ID,
        title: text.popupTitle,
      });
      // The popup's content waits, inert, in a template; its form posts under the base path.
      const form = popupElement.querySelector('template')?.content.querySelector('form');
      expect(form?.getAttribute('action')).toBe(`/shop/${culture}/newsletter/subscribe`);
    },
  );

  it('leaves out what the shopper closed (the popup memory cookie), and tolerates a broken one', async () => {
    const closed = await page('/shop/fr/promotions', memory(BANNER_ID, POPUP_ID));
    expect(closed.querySelector('[data-widget="banner"]')).toBeNull();
    expect(closed.querySelector('[data-widget="popup"]')).toBeNull();
    const broken = await page('/shop/fr/promotions', `${POPUP_COOKIE}=%7Bbroken`);
    expect(broken.querySelector('[data-widget="banner"]')).not.toBeNull();
  });

  it('ends Black Friday four days ahead at 23:00 UTC, the same end all day', () => {
    const morning = Date.parse('2026-11-24T01:00:00Z');
    const evening = Date.parse('2026-11-24T22:59:00Z');
    expect(blackFridayEnd(morning).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(blackFridayEnd(evening)).toEqual(blackFridayEnd(morning));
  });
});

describe('the flash sale', () => {
  it('fixes its end in the address, a few seconds ahead', async () => {
    const answer = await app.request('/shop/es/promotions/ending?seconds=5&onend=callback');
    expect(answer.status).toBe(302);
    const target = new URL(answer.headers.get('Location') ?? '', 'http://demo');
    expect(target.pathname).toBe('/shop/es/promotions/ending');
    expect(target.searchParams.get('onend')).toBe('callback');
    const end = Date.parse(target.searchParams.get('end') ?? '');
    expect(end - Date.now()).toBeGreaterThan(3000);
    expect(end - Date.now()).toBeLessThanOrEqual(5000);
  });

  it('runs until its end, with the page’s callback when asked, then says it is over', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const running = await page(`/shop/nl/promotions/ending?end=${soon}&onend=callback`);
    expect(running.querySelector('[data-widget="banner"]')?.getAttribute('data-on-end')).toBe(
      'vitrineDemo.flashSaleEnded',
    );
    const past = new Date(Date.now() - 1000).toISOString();
    const over = await page(`/shop/nl/promotions/ending?end=${past}`);
    expect(over.querySelector('[data-widget="banner"]')).toBeNull();
    expect(over.body.textContent).toContain(strings.nl.pages.ending.ended);
  });
});
