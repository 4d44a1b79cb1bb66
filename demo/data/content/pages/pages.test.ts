import { describe, expect, it } from 'vitest';
import { cultures } from '../../../shared/culture';
import { type DemoPagesText, demoPages } from './index';

const others = cultures.filter((culture) => culture !== 'fr');
const { fr } = demoPages;

/** Every text of a pages object, keyed by its path (`about.sections.0.paragraphs.1`). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, leaf] of leaves(child, path ? `${path}.${key}` : key)) {
        result.set(childPath, leaf);
      }
    }
  } else {
    result.set(path, value);
  }
  return result;
}

/** The `{{…}}` placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? (text.match(/\{\{[^{}]*\}\}/g) ?? []).sort() : [];
}

function sectionIds(pages: DemoPagesText): string[] {
  return pages.about.sections.map((section) => section.id);
}

describe('demo content pages', () => {
  it('covers the six cultures of the shop', () => {
    expect([...cultures].sort()).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
  });

  it('fr has the six about sections with 3-4 paragraphs each', () => {
    expect(sectionIds(fr)).toEqual([
      'story',
      'sourcing',
      'delivery',
      'returns',
      'stores',
      'careers',
    ]);
    for (const section of fr.about.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(section.paragraphs.length).toBeLessThanOrEqual(4);
    }
    expect(fr.delivery.paragraphs).toHaveLength(3);
  });

  it('fr has the placeholders documented in the interface', () => {
    expect(placeholders(fr.clock.serverTime)).toEqual(['{{time}}']);
    expect(placeholders(fr.contact.newsletterDone)).toEqual(['{{email}}']);
    expect(placeholders(fr.register.dateHint)).toEqual(['{{format}}']);
    expect(placeholders(fr.register.done)).toEqual(['{{name}}']);
    expect(placeholders(fr.login.demoAccount)).toEqual(['{{email}}', '{{password}}']);
    expect(placeholders(fr.account.welcome)).toEqual(['{{email}}']);
  });

  it.each(others)('%s has exactly the same shape as fr', (culture) => {
    const pages = demoPages[culture];
    expect([...leaves(pages).keys()]).toEqual([...leaves(fr).keys()]);
    expect(sectionIds(pages)).toEqual(sectionIds(fr));
  });

  it.each(cultures)('%s has only non-empty texts', (culture) => {
    for (const [path, value] of leaves(demoPages[culture])) {
      expect(typeof value, path).toBe('string');
      expect(String(value).trim(), path).not.toBe('');
    }
  });

  it.each(others)('%s uses the same placeholders as fr in every text', (culture) => {
    const frLeaves = leaves(fr);
    for (const [path, value] of leaves(demoPages[culture])) {
      expect(placeholders(value), path).toEqual(placeholders(frLeaves.get(path)));
    }
  });

  it.each(others)('%s is translated (at least 80% of the texts differ from fr)', (culture) => {
    const frLeaves = leaves(fr);
    const texts = [...leaves(demoPages[culture])];
    const translated = texts.filter(([path, value]) => value !== frLeaves.get(path));
    expect(translated.length / texts.length).toBeGreaterThanOrEqual(0.8);
  });
});
