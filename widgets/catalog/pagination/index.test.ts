import { describe, expect, it } from 'vitest';
import { readProps } from '../../../src/core/props';
import definition from './index';

// issue 16 §3: data-inner-window="1000000000" froze the tab for seconds; the window now has a
// maximum, and a wider one is the props contract's readable refusal.
describe('pagination props', () => {
  function read(attributes: string) {
    document.body.innerHTML = `<nav id="pages" data-widget="pagination" ${attributes}></nav>`;
    const element = document.querySelector<HTMLElement>('[data-widget]');
    if (!element) throw new Error('no placeholder');
    return readProps(element, definition.props, 'pagination');
  }

  it('takes a window of up to 10 pages on each side', () => {
    expect(read('data-page="5" data-pages="100" data-inner-window="10"')).toMatchObject({
      ok: true,
      props: { innerWindow: 10, smallInnerWindow: 0 },
    });
  });

  it.each(['data-inner-window', 'data-small-inner-window'])('refuses %s of a billion', (name) => {
    expect(read(`data-page="5" data-pages="1000000000" ${name}="1000000000"`)).toEqual({
      ok: false,
      message: `[vitrine] widget "pagination" at #pages: ${name} expected at most 10, found "1000000000"`,
    });
  });
});
