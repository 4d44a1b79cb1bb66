import { describe, expect, it } from 'vitest';
import { cultures } from '../culture';
import { strings } from './index';

describe('the layout’s texts', () => {
  it('keep the brand name "Vitrine" in every culture', () => {
    for (const culture of cultures) {
      expect(strings[culture].pages.siteName).toBe('Vitrine');
      expect(strings[culture].pages.footer.copyright).toContain('Vitrine');
    }
  });
});
