/**
 * The bundle's translator against i18next (decision 046): every string of the six cultures,
 * with and without a count, gives what i18next gave with the options the bundle used.
 */
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import de from './strings/de.json';
import es from './strings/es.json';
import fr from './strings/fr.json';
import it_ from './strings/it.json';
import nl from './strings/nl.json';
import pt from './strings/pt.json';
import { type StringResources, Translator } from './translator';

const cultures: Record<string, StringResources> = {
  'fr-FR': fr,
  'nl-BE': nl,
  'es-ES': es,
  'de-DE': de,
  'it-IT': it_,
  'pt-PT': pt,
};

async function reference(language: string, resources: StringResources) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    nsSeparator: false,
    returnNull: false,
  });
  return instance;
}

/** Every key of a dictionary, plural suffixes taken off. */
const keysOf = (resources: StringResources) =>
  new Set(
    Object.entries(resources).flatMap(([group, words]) =>
      Object.keys(words).map((key) => `${group}.${key.replace(/_(zero|one|other|many)$/, '')}`),
    ),
  );

describe('Translator', () => {
  for (const [language, resources] of Object.entries(cultures)) {
    it(`says every ${language} string as i18next did, counts and placeholders included`, async () => {
      const expected = await reference(language, resources);
      const { t } = new Translator(language, resources);
      const options = { name: 'Ada', min: 2, max: 9, date: '3 mai', amount: '5,00 €', id: 7 };
      for (const key of keysOf(resources)) {
        expect(t(key), key).toBe(expected.t(key));
        for (const count of [0, 1, 2, 5, 1.5]) {
          expect(t(key, { ...options, count }), `${key} ${count}`).toBe(
            expected.t(key, { ...options, count }),
          );
        }
      }
    });
  }

  it('gives back a key it lacks, or a sentence that is no key, and says so once asked', () => {
    const missing = vi.fn();
    const { t } = new Translator('fr-FR', { Core: { Close: 'Fermer' } }, missing);

    expect(t('Core.Nothing')).toBe('Core.Nothing');
    expect(t('Le stock a changé. Réessayez : merci')).toBe('Le stock a changé. Réessayez : merci');
    expect(t('Core.Close')).toBe('Fermer');
    expect(missing.mock.calls).toEqual([
      ['Core.Nothing'],
      ['Le stock a changé. Réessayez : merci'],
    ]);
  });

  it('uses the zero form for 0 when there is one, and the locale’s plural rules', () => {
    const words = {
      Cart: {
        Items_zero: 'vide',
        Items_one: '{{count}} article',
        Items_other: '{{count}} articles',
      },
    };
    const fr = new Translator('fr-FR', words);
    const ptPT = new Translator('pt-PT', words);

    expect(fr.t('Cart.Items', { count: 0 })).toBe('vide');
    expect(fr.t('Cart.Items', { count: 1.5 })).toBe('1.5 article');
    expect(ptPT.t('Cart.Items', { count: 1.5 })).toBe('1.5 articles');
  });

  it('keeps a placeholder without its option and does not escape text', () => {
    const { t } = new Translator('fr-FR', { A: { B: '{{ name }} & {{other}}' } });

    expect(t('A.B', { name: '<b>Ada</b>' })).toBe('<b>Ada</b> & {{other}}');
    expect(t('A.B', { name: 'Ada', skipInterpolation: true })).toBe('{{ name }} & {{other}}');
  });

  it('adds only the words it lacks, and says it added them', () => {
    const translator = new Translator('fr-FR', { Core: { Close: 'Fermer (CMS)' } });
    const added = vi.fn();
    translator.store.on('added', added);

    translator.addResources({ Core: { Close: 'Fermer', Back: 'Retour' }, Cart: { Empty: 'Vide' } });

    expect(translator.t('Core.Close')).toBe('Fermer (CMS)');
    expect(translator.t('Core.Back')).toBe('Retour');
    expect(translator.t('Cart.Empty')).toBe('Vide');
    expect(added).toHaveBeenCalledOnce();
    translator.store.off('added', added);
    translator.addResources({});
    expect(added).toHaveBeenCalledOnce();
  });
});
