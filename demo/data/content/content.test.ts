import { describe, expect, it } from 'vitest';
import { cultures } from '../../shared/culture';
import { type PageContent, pageContent } from './index';

const others = cultures.filter((culture) => culture !== 'fr');
const { fr } = pageContent;

/** Every text of a page content object, keyed by its path (`home.sections.0.heading`). */
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

function paths(content: PageContent): string[] {
  return [...leaves(content).keys()].sort();
}

/** Texts that are the same in every culture by design. */
const shared = (path: string) => path === 'siteName';

describe('demo page content', () => {
  it('covers the six cultures of the shop (spec 000 §1)', () => {
    expect([...cultures].sort()).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
  });

  it.each(others)('%s has exactly the same fields as fr', (culture) => {
    expect(paths(pageContent[culture])).toEqual(paths(fr));
  });

  it.each(cultures)('%s has only non-empty texts', (culture) => {
    for (const [path, value] of leaves(pageContent[culture])) {
      expect(typeof value, `${culture} ${path}`).toBe('string');
      expect(String(value).trim(), `${culture} ${path}`).not.toBe('');
    }
  });

  it.each(cultures)('%s has three home sections with a few sentences each', (culture) => {
    const { sections } = pageContent[culture].home;
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      expect(section.heading.length).toBeGreaterThan(3);
      const sentences = section.body.split(/[.?!](?:\s|$)/).filter((part) => part.trim());
      expect(sentences.length, `${culture} ${section.heading}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${culture} ${section.heading}`).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the brand name "Vitrine" in every culture', () => {
    for (const culture of cultures) {
      expect(pageContent[culture].siteName).toBe('Vitrine');
      expect(pageContent[culture].footer.copyright).toContain('Vitrine');
    }
  });

  it.each(others)('%s is a real translation: at least 80% of texts differ from fr', (culture) => {
    const reference = leaves(fr);
    const translated = leaves(pageContent[culture]);
    const translatable = [...reference.keys()].filter((path) => !shared(path));
    const different = translatable.filter((path) => translated.get(path) !== reference.get(path));
    expect(different.length / translatable.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(cultures)('%s uses the typographic apostrophe and no placeholders', (culture) => {
    for (const [path, value] of leaves(pageContent[culture])) {
      expect(String(value), `${culture} ${path}`).not.toMatch(/'|\{\{/);
    }
  });
});
