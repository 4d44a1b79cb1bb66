/**
 * What each family says (docs/decisions/016-demo-by-family.md), the shared layer's included:
 * in every culture the same string resource keys and the same page texts as in fr, with the
 * same placeholders, written in typographic quotes, and really translated.
 */
import { describe, expect, it } from 'vitest';
import { cultures } from '../shared/culture';
import type { FamilyStrings } from '../shared/strings';
import { strings as shared } from '../shared/strings/index';
import { families } from './families';

const others = cultures.filter((culture) => culture !== 'fr');

const speakers: Array<[string, Record<(typeof cultures)[number], FamilyStrings<unknown>>]> = [
  ['shared', shared],
  ...families([]).flatMap((family) =>
    family.strings ? [[family.name, family.strings] as [string, typeof shared]] : [],
  ),
];

/** Every text of an object, keyed by its path (`about.sections.0.paragraphs.1`). */
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

/** The page texts that carry placeholders (each family's types.ts says so), by family. */
const pagePlaceholders: Record<string, Record<string, string[]>> = {
  account: {
    'register.dateHint': ['{{format}}'],
    'register.done': ['{{name}}'],
    'login.demoAccount': ['{{email}}', '{{password}}'],
    'forgotPassword.done': ['{{email}}'],
    'account.welcome': ['{{email}}'],
    'account.greeting': ['{{name}}'],
  },
  contact: {
    'contact.newsletterDone': ['{{email}}'],
    'contact.dateRange': ['{{first}}', '{{last}}'],
  },
  video: { 'videos.watchOn': ['{{service}}', '{{title}}'] },
  content: { 'clock.serverTime': ['{{time}}'] },
  tyres: { 'appointment.confirmed': ['{{date}}', '{{plate}}', '{{slot}}'] },
  news: {
    body: ['{{category}}'],
    dayTitle: ['{{date}}'],
    published: ['{{category}}', '{{date}}'],
    pageOf: ['{{pages}}', '{{page}}'],
    badRequest: ['{{field}}'],
  },
  stores: {
    'stores.hours': ['{{closes}}', '{{opens}}'],
    'stores.sunday': ['{{closes}}', '{{opens}}'],
  },
  stories: { 'story.photosOf': ['{{title}}'], 'story.published': ['{{date}}'] },
  assets: {
    'editor.productTitle': ['{{name}}'],
    'editor.newsTitle': ['{{title}}'],
    'editor.pageTitle': ['{{title}}'],
    'shop.newsFallback': ['{{id}}'],
    'shop.pageFallback': ['{{id}}'],
  },
  gallery: {
    'widgets.category-list.attributes.data-toggle-label.description': ['{{name}}'],
    'widgets.category-list.attributes.data-toggle-label.example': ['{{name}}'],
  },
};

/**
 * The gallery's example values (issue 10 §5) are what an editor types: numbers, codes and
 * addresses are the same in every language, so they do not count as untranslated prose.
 */
const isExampleValue = (path: string) => path.endsWith('.example');

describe('the strings of each family', () => {
  it('are held by the shared layer and the families that say something', () => {
    expect(speakers.map(([name]) => name).sort()).toEqual([
      'account',
      'assets',
      'cart',
      'catalog',
      'checkout',
      'contact',
      'content',
      'customer-references',
      'gallery',
      'help',
      'localization',
      'news',
      'orders',
      'prepaid',
      'product',
      'promotions',
      'shared',
      'shipping',
      'staff',
      'stores',
      'stories',
      'tyres',
      'video',
      'wishlist',
    ]);
  });

  describe.each(speakers)('%s', (name, strings) => {
    const fr = leaves(strings.fr);

    it('has placeholders in fr only in the page texts that say so', () => {
      const found = [...leaves(strings.fr.pages)]
        .map(([path, value]) => [path, placeholders(value)] as const)
        .filter(([, list]) => list.length > 0);
      expect(Object.fromEntries(found)).toEqual(pagePlaceholders[name] ?? {});
    });

    it.each(others)('%s has exactly the same resource keys and page texts as fr', (culture) => {
      expect([...leaves(strings[culture]).keys()]).toEqual([...fr.keys()]);
    });

    it.each(cultures)('%s has only non-empty texts', (culture) => {
      for (const [path, value] of leaves(strings[culture])) {
        expect(typeof value, `${culture} ${path}`).toBe('string');
        expect(String(value).trim(), `${culture} ${path}`).not.toBe('');
      }
    });

    it.each(others)('%s uses the same placeholders as fr in every text', (culture) => {
      for (const [path, value] of leaves(strings[culture])) {
        expect(placeholders(value), `${culture} ${path}`).toEqual(placeholders(fr.get(path)));
      }
    });

    it.each(cultures)('%s uses the typographic apostrophe', (culture) => {
      for (const [path, value] of leaves(strings[culture])) {
        expect(String(value), `${culture} ${path}`).not.toContain("'");
      }
    });

    it.each(others)(
      '%s translates its pages (at least 80% of the texts differ from fr)',
      (culture) => {
        const texts = [...leaves(strings[culture].pages)].filter(([path]) => !isExampleValue(path));
        const pages = leaves(strings.fr.pages);
        const translated = texts.filter(([path, value]) => value !== pages.get(path));
        if (texts.length) expect(translated.length / texts.length).toBeGreaterThanOrEqual(0.8);
      },
    );
  });
});
