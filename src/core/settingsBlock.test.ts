import { afterEach, describe, expect, it } from 'vitest';
import { settingsBlock } from './settingsBlock';

const withBlock = (text: string) => {
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${text}</script>`;
};

describe('settingsBlock', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('returns every key of the block, also the ones the entry script does not read', () => {
    withBlock('{"culture":"fr","videoServices":{"youtube":{"apiScript":"/yt.js"}}}');
    expect(settingsBlock()).toEqual({
      culture: 'fr',
      videoServices: { youtube: { apiScript: '/yt.js' } },
    });
  });

  it('returns an empty object without a block', () => {
    expect(settingsBlock()).toEqual({});
  });

  it('returns an empty object for invalid JSON or JSON that is not an object', () => {
    withBlock('{not json');
    expect(settingsBlock()).toEqual({});
    withBlock('[1,2]');
    expect(settingsBlock()).toEqual({});
    withBlock('"text"');
    expect(settingsBlock()).toEqual({});
  });
});
