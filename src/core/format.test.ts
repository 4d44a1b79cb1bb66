import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../test/settings';
import {
  discountPercent,
  formatDate,
  formatDiscount,
  formatLabel,
  formatMoney,
  formatNumber,
  round2,
} from './format';

/** Intl separates groups and currency with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes euros with a decimal comma in fr, de and nl (docs/architecture.md §5)', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'nl'))).toBe('€ 1.234,50');
  });

  it('writes Swiss francs with their code', () => {
    expect(plain(formatMoney(19.9, 'CHF', 'de'))).toBe('19,90 CHF');
    expect(plain(formatMoney(19.9, 'CHF', 'nl'))).toBe('CHF 19,90');
  });

  it('rounds the amount to 2 decimals before formatting (spec 001 §9)', () => {
    expect(plain(formatMoney(1.005, 'EUR', 'fr'))).toBe('1,01 €');
  });

  describe('without a culture or currency', () => {
    beforeEach(() => {
      applyPageSettings({ currency: 'CHF' }, '/de/warenkorb');
    });

    it('uses the culture and currency of the page settings', () => {
      expect(plain(formatMoney(5))).toBe('5,00 CHF');
      expect(formatNumber(0.5)).toBe('0,5');
    });
  });
});

describe('formatNumber', () => {
  it('groups thousands and writes decimals the way each culture does', () => {
    expect(plain(formatNumber(1234.567, 'fr'))).toBe('1 234,567');
    expect(formatNumber(1234.567, 'de')).toBe('1.234,567');
    expect(formatNumber(1234.567, 'nl')).toBe('1.234,567');
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 10, 22, 15, 30);

  it('writes a short date in the order and with the separators of the culture', () => {
    expect(formatDate(date, undefined, 'fr')).toBe('22/11/2026');
    expect(formatDate(date, undefined, 'de')).toBe('22.11.26');
    expect(formatDate(date, undefined, 'nl')).toBe('22-11-2026');
  });

  it('accepts other Intl options', () => {
    expect(formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' }, 'fr')).toBe(
      '22 novembre 2026',
    );
    expect(formatDate(date, { day: 'numeric', month: 'long' }, 'nl')).toBe('22 november');
  });
});

describe('formatLabel', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(formatLabel('Couleur', 'Noir', 'fr-FR')).toBe('Couleur\u00a0: Noir');
    expect(formatLabel('Couleur', 'Noir', 'fr-BE')).toBe('Couleur\u00a0: Noir');
    expect(formatLabel('Farbe', 'Schwarz', 'de-DE')).toBe('Farbe: Schwarz');
    expect(formatLabel('Cor', 'Preto', 'pt-PT')).toBe('Cor: Preto');
    expect(formatLabel('Kleur', 'Zwart', 'nl-BE')).toBe('Kleur: Zwart');
  });

  it('follows the page’s culture by default', () => {
    applyPageSettings({}, '/es/');
    expect(formatLabel('Color', 'Negro')).toBe('Color: Negro');
    applyPageSettings({}, '/fr/');
    expect(formatLabel('Couleur', 'Noir')).toBe('Couleur\u00a0: Noir');
  });
});

describe('round2', () => {
  it('rounds half up to 2 decimals where binary floats fall just short', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(19.999)).toBe(20);
    expect(round2(3 * 4.99)).toBe(14.97);
  });
});

describe('formatDiscount (issue 10 §4)', () => {
  it('rounds the reduction to a whole percent', () => {
    expect(discountPercent(49.99, 39.99)).toBe(20);
    expect(discountPercent(4.49, 3.55)).toBe(21);
    expect(discountPercent(104.99, 94.49)).toBe(10);
  });

  it.each([
    ['fr-FR', '-20\u00a0%'],
    ['fr-BE', '-20\u00a0%'],
    ['de-DE', '-20\u00a0%'],
    ['es-ES', '-20\u00a0%'],
    ['nl-NL', '-20%'],
    ['nl-BE', '-20%'],
    ['it-IT', '-20%'],
    ['pt-PT', '-20%'],
  ])('writes the badge as %s does: %s', (locale, badge) => {
    expect(formatDiscount(49.99, 39.99, locale)).toBe(badge);
  });

  it("follows the page's locale by default", () => {
    applyPageSettings({}, '/nl/');
    expect(formatDiscount(20, 15)).toBe('-25%');
    applyPageSettings({}, '/fr/');
    expect(plain(formatDiscount(20, 15))).toBe('-25 %');
  });
});
