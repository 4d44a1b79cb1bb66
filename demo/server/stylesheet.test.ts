import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from './app';
import { families } from './families';
import { stylesheetFiles } from './stylesheet';

const demoDir = join(import.meta.dirname, '..');

describe('the shop style sheet', () => {
  it('serves the shared sheet first, then every family sheet, as one CSS file', async () => {
    const app = await createApp({ ...defaultOptions(), base: '/shop/' });
    const response = await app.request('/shop/demo/shop.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/css');
    const css = await response.text();
    const sheets = stylesheetFiles(families([])).map((path) => readFileSync(path, 'utf8'));
    expect(sheets[0]).toContain(':root {');
    let from = 0;
    for (const sheet of sheets) {
      const at = css.indexOf(sheet, from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + sheet.length;
    }
  });

  it('leaves no family style sheet out', () => {
    const served = new Set(stylesheetFiles(families([])));
    const onDisk = readdirSync(join(demoDir, 'families')).flatMap((name) =>
      readdirSync(join(demoDir, 'families', name))
        .filter((file) => file.endsWith('.css'))
        .map((file) => join(demoDir, 'families', name, file)),
    );
    expect(onDisk.length).toBeGreaterThan(5);
    for (const path of onDisk) expect(served, path).toContain(path);
  });
});
