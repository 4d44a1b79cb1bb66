/** The video modal's attributes, read from data attributes as the loader does. */
import { afterEach, describe, expect, it } from 'vitest';
import { readProps } from '../../../src/core/props';
import definition from './index';

const element = (attributes: string) => {
  document.body.innerHTML = `<div data-widget="video-modal" ${attributes}></div>`;
  return document.body.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('video-modal attributes', () => {
  it('reads the service, the id, the title and the poster', () => {
    const result = readProps(
      element(
        'data-service="vimeo" data-video-id="76979871" data-title="Soin du cuir" data-poster="/p.svg"',
      ),
      definition.props,
      'video-modal',
    );
    expect(result).toEqual({
      ok: true,
      props: { service: 'vimeo', videoId: '76979871', title: 'Soin du cuir', poster: '/p.svg' },
    });
  });

  it.each([
    [
      'an unknown service',
      'data-service="dailymotion" data-video-id="x1" data-title="T"',
      'data-service',
    ],
    [
      'an id with a slash',
      'data-service="youtube" data-video-id="a/b" data-title="T"',
      'data-video-id',
    ],
    ['an empty title', 'data-service="youtube" data-video-id="abc" data-title=""', 'data-title'],
    ['no id', 'data-service="youtube" data-title="T"', 'data-video-id'],
  ])('refuses %s and names the attribute', (_, attributes, attribute) => {
    const result = readProps(element(attributes), definition.props, 'video-modal');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(attribute);
  });
});
