/**
 * The string resources the demo serves (spec 000 §7): the shared layer's and every family's,
 * merged (server/strings.ts). Each culture has the same keys with the same placeholders, and
 * every key the bundle uses is translated in the six (issue 2 §3).
 */
import { describe, expect, it } from 'vitest';
import { usedKeys } from '../../scripts/bundleStrings';
import { cultures } from '../shared/culture';
import type { StringResources } from '../shared/strings';
import { createApp, defaultOptions } from './app';
import { families } from './families';
import { stringResources, stringResourcesOf } from './strings';

const others = cultures.filter((culture) => culture !== 'fr');
const { fr } = stringResources;

/** Every `Group.Key` of a resource set, sorted. */
function dottedKeys(resources: StringResources): string[] {
  return Object.entries(resources)
    .flatMap(([group, entries]) => Object.keys(entries).map((key) => `${group}.${key}`))
    .sort();
}

function lookup(resources: StringResources, dotted: string): string | undefined {
  const [group = '', key = ''] = dotted.split('.');
  return resources[group]?.[key];
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('string resources', () => {
  it('has the seventeen resource groups', () => {
    expect(Object.keys(fr).sort()).toEqual(
      [
        'AssetCrop',
        'AssetFolders',
        'AssetOrder',
        'AssetsLibrary',
        'Catalog',
        'Checkout',
        'Consent',
        'Core',
        'Currency',
        'Forms',
        'Manager',
        'Maps',
        'Navigation',
        'News',
        'PickupPoints',
        'Promotions',
        'Sales',
        'Security',
        'ShoppingCarts',
        'Tyres',
        'Validation',
        'Video',
        'Zoom',
      ].sort(),
    );
  });

  it('contains the keys the specifications name (spec 000 §5, §8; spec 001 §5, §8)', () => {
    const named = [
      'Manager.UnknowsErrors',
      'Core.Close',
      'Core.SureToDelete',
      'Core.BtnBack',
      'Core.BtnConfirm',
      'Core.ErrorServer',
      'Catalog.NoProductFound',
      'Catalog.CustomerRefUpdateError',
      'Sales.QuantityIsMandatory',
      'ShoppingCarts.NoCityFound',
      'AssetsLibrary.EncodeCorrectImage',
      'AssetsLibrary.MinimumSize',
      'AssetsLibrary.PutCorrectFile',
    ];
    for (const culture of cultures) {
      for (const key of named) {
        expect(lookup(stringResources[culture], key), `${culture} ${key}`).toBeTypeOf('string');
      }
    }
  });

  it.each(others)('%s has exactly the same groups and keys as fr', (culture) => {
    const resources = stringResources[culture];
    expect(Object.keys(resources).sort()).toEqual(Object.keys(fr).sort());
    expect(dottedKeys(resources)).toEqual(dottedKeys(fr));
  });

  it.each(cultures)('%s has no empty value', (culture) => {
    const resources = stringResources[culture];
    for (const key of dottedKeys(resources)) {
      expect(lookup(resources, key)?.trim(), `${culture} ${key}`).toBeTruthy();
    }
  });

  it.each(others)('%s uses the same placeholders as fr for each key', (culture) => {
    const resources = stringResources[culture];
    for (const key of dottedKeys(fr)) {
      const expected = placeholders(lookup(fr, key) ?? '');
      expect(placeholders(lookup(resources, key) ?? ''), `${culture} ${key}`).toEqual(expected);
    }
  });

  it.each(cultures)('%s writes placeholders only in i18next syntax', (culture) => {
    const resources = stringResources[culture];
    for (const key of dottedKeys(resources)) {
      const value = lookup(resources, key) ?? '';
      const stripped = value.replace(/\{\{\s*[\w.]+\s*\}\}/g, '');
      expect(stripped, `${culture} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it.each(cultures)(
    '%s defines plurals as complete _one/_other pairs with {{count}}',
    (culture) => {
      const resources = stringResources[culture];
      const keys = dottedKeys(resources);
      const plural = keys.filter((key) => /_(one|other)$/.test(key));
      expect(plural.length).toBeGreaterThan(0);
      for (const key of plural) {
        const base = key.replace(/_(one|other)$/, '');
        expect(keys, `${culture} ${base}`).toContain(`${base}_one`);
        expect(keys, `${culture} ${base}`).toContain(`${base}_other`);
        expect(placeholders(lookup(resources, key) ?? ''), `${culture} ${key}`).toContain('count');
      }
    },
  );

  it.each(others)('%s is a real translation: at least 80% of values differ from fr', (culture) => {
    const resources = stringResources[culture];
    const keys = dottedKeys(fr);
    const different = keys.filter((key) => lookup(resources, key) !== lookup(fr, key));
    expect(different.length / keys.length).toBeGreaterThanOrEqual(0.8);
  });

  it.each(cultures)('%s uses the typographic apostrophe consistently', (culture) => {
    const resources = stringResources[culture];
    for (const key of dottedKeys(resources)) {
      expect(lookup(resources, key), `${culture} ${key}`).not.toContain("'");
    }
  });

  it('keeps the minimum-size label ready for the appended "{width}px x {height}px"', () => {
    for (const culture of cultures) {
      expect(lookup(stringResources[culture], 'AssetsLibrary.MinimumSize')).toMatch(/:$/);
    }
  });
});

describe('the merge of the families’ string resources', () => {
  const mounted = families([]);
  const family = (name: string) => {
    const found = mounted.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no ${name} family`);
    return found;
  };

  it('holds the resources of every mounted family, and only theirs', () => {
    const added = family('wishlist').strings?.fr.resources.Catalog?.WishlistAdded;
    expect(added).toBeTypeOf('string');
    expect(fr.Catalog?.WishlistAdded).toBe(added);
    const without = stringResourcesOf(mounted.filter((other) => other.name !== 'wishlist'));
    expect(without.fr.Catalog?.WishlistAdded).toBeUndefined();
    expect(without.fr.Catalog?.Price).toBe(fr.Catalog?.Price);
  });

  it('is what the localization family serves', async () => {
    const app = await createApp({ ...defaultOptions(), base: '/' });
    const answer = await app.request('/api/v1/localization/nl/stringresources');
    expect(await answer.json()).toEqual(stringResources.nl);
  });

  it('refuses two families that define the same key', () => {
    const cart = family('cart');
    expect(() => stringResourcesOf([cart, { ...cart, name: 'copy' }])).toThrow(
      'ShoppingCarts.Basket',
    );
  });
});

describe('string resources used by the bundle', () => {
  const used = usedKeys();
  for (const [culture, strings] of Object.entries(stringResources)) {
    it(`translates every used key in ${culture}`, () => {
      const missing = [...used].filter((key) => {
        const [group = '', name = ''] = key.split('.');
        const entries = strings[group] ?? {};
        return !(name in entries) && !(`${name}_one` in entries && `${name}_other` in entries);
      });
      expect(missing).toEqual([]);
    });
  }
});
