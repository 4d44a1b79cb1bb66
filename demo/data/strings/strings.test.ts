import { describe, expect, it } from 'vitest';
import { cultures } from '../../shared/culture';
import { stringResources } from './index';
import type { StringResources } from './types';

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
  it('covers the six cultures of the shop (spec 000 §1)', () => {
    expect([...cultures].sort()).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
  });

  it('has the ten resource groups', () => {
    expect(Object.keys(fr).sort()).toEqual(
      [
        'AssetsLibrary',
        'Catalog',
        'Consent',
        'Core',
        'Currency',
        'Manager',
        'Sales',
        'Security',
        'ShoppingCarts',
        'Validation',
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
