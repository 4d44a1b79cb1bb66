import { describe, expect, it } from 'vitest';
import { labelParts } from './labelParts';

describe('labelParts', () => {
  it('cuts the sentence at the count and the amount, spaces between the pieces', () => {
    expect(labelParts('Panier : {{count}} articles, {{amount}}')).toEqual([
      { text: 'Panier :', spaced: false },
      { text: '{{count}}', slot: 'count', spaced: true },
      { text: 'articles,', spaced: true },
      { text: '{{amount}}', slot: 'amount', spaced: true },
    ]);
  });

  it('keeps pieces that touch without a space together', () => {
    expect(labelParts('({{count}})')).toEqual([
      { text: '(', spaced: false },
      { text: '{{count}}', slot: 'count', spaced: false },
      { text: ')', spaced: false },
    ]);
  });
});
