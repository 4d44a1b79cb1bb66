import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import {
  isHidden,
  MAX_REMEMBERED,
  POPUP_COOKIE,
  parseHidden,
  rememberClosed,
  withClosed,
} from './popupMemory';

const NOW = Date.parse('2026-11-24T19:00:00Z');
const DAY = 86_400_000;

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie it checks
  document.cookie = `${POPUP_COOKIE}=;Max-Age=0;Path=/`;
}
afterEach(clearCookie);

describe('the popup memory (spec 001 §3, §4, §9)', () => {
  it('remembers a closed popup by its id with the time it was closed', () => {
    applyPageSettings({}, '/fr/promotions');
    expect(isHidden('newsletter', NOW)).toBe(false);
    rememberClosed('newsletter', NOW);
    expect(isHidden('newsletter', NOW)).toBe(true);
    expect(isHidden('black-friday', NOW)).toBe(false);
    const raw = decodeURIComponent(
      document.cookie.split('; ').find((part) => part.startsWith(`${POPUP_COOKIE}=`)) ?? '',
    ).slice(POPUP_COOKIE.length + 1);
    expect(JSON.parse(raw)).toEqual([{ id: 'newsletter', datetime: '2026-11-24T19:00:00Z' }]);
  });

  it('writes a cookie that lives 9999 days, on the application path', () => {
    applyPageSettings({ appPath: '/shop/' }, '/shop/fr/promotions');
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    });
    rememberClosed('newsletter', NOW);
    expect(written[0]).toContain(`;Max-Age=${9999 * 86_400};Path=/shop/;`);
    // Browsers keep a cookie 400 days at most: each page that looks at the list writes it again.
    expect(isHidden('newsletter', NOW + 300 * DAY)).toBe(true);
    expect(written).toHaveLength(2);
    expect(written[1]).toContain(`;Max-Age=${9999 * 86_400};`);
    vi.restoreAllMocks();
  });

  it('keeps an entry 9999 days, then forgets it', () => {
    const list = withClosed([], 'newsletter', NOW);
    const raw = JSON.stringify(list);
    expect(parseHidden(raw, NOW + 9999 * DAY)).toEqual(list);
    expect(parseHidden(raw, NOW + 9999 * DAY + 1000)).toEqual([]);
  });

  it('tolerates a malformed cookie: not JSON, not a list, or entries of another shape', () => {
    expect(parseHidden('{oops', NOW)).toEqual([]);
    expect(parseHidden('{"id":"a"}', NOW)).toEqual([]);
    expect(
      parseHidden(
        JSON.stringify([
          { id: 7, datetime: '2026-11-01T00:00:00Z' },
          { id: 'b', datetime: 'yesterday' },
          null,
          { id: 'c', datetime: '2026-11-01T00:00:00Z', extra: '<script>' },
        ]),
        NOW,
      ),
    ).toEqual([{ id: 'c', datetime: '2026-11-01T00:00:00Z' }]);
    applyPageSettings({}, '/fr/');
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie another script broke
    document.cookie = `${POPUP_COOKIE}=%7Bnot-json;Path=/`;
    expect(isHidden('a', NOW)).toBe(false);
    rememberClosed('a', NOW);
    expect(isHidden('a', NOW)).toBe(true);
  });

  it('stays small: one entry per id, the latest entries only', () => {
    let list = withClosed([], 'a', NOW);
    list = withClosed(list, 'a', NOW + 1000);
    expect(list).toEqual([{ id: 'a', datetime: '2026-11-24T19:00:01Z' }]);
    for (let i = 0; i < MAX_REMEMBERED + 5; i++) list = withClosed(list, `p${i}`, NOW + i);
    expect(list).toHaveLength(MAX_REMEMBERED);
    expect(list.at(-1)?.id).toBe(`p${MAX_REMEMBERED + 4}`);
    expect(list.some((entry) => entry.id === 'a')).toBe(false);
  });
});
