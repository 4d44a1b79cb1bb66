import { describe, expect, it } from 'vitest';
import { cultures } from '../../../shared/culture';
import { strings } from './index';

const { fr } = strings;
const sectionIds = (culture: (typeof cultures)[number]) =>
  strings[culture].pages.about.sections.map((section) => section.id);

describe('the content pages’ texts', () => {
  it('fr has the six about sections with 3-4 paragraphs each', () => {
    expect(sectionIds('fr')).toEqual([
      'story',
      'sourcing',
      'delivery',
      'returns',
      'stores',
      'careers',
    ]);
    for (const section of fr.pages.about.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(section.paragraphs.length).toBeLessThanOrEqual(4);
    }
    expect(fr.pages.delivery.paragraphs).toHaveLength(3);
  });

  it.each(cultures)('%s anchors the about sections with the same ids as fr', (culture) => {
    expect(sectionIds(culture)).toEqual(sectionIds('fr'));
  });

  it.each(cultures)('%s has three home sections with a few sentences each', (culture) => {
    const { sections } = strings[culture].pages.home;
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      expect(section.heading.length).toBeGreaterThan(3);
      const sentences = section.body.split(/[.?!](?:\s|$)/).filter((part) => part.trim());
      expect(sentences.length, `${culture} ${section.heading}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${culture} ${section.heading}`).toBeLessThanOrEqual(3);
    }
  });
});
