/**
 * main-navigation over markup that lacks its parts (issue 16 §3): it fails as it mounts with an
 * error naming the missing part, never a TypeError, and the loader keeps the server HTML.
 */
import { describe, expect, it } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import mainNavigation from './mainNavigation';

describe('main navigation without its markup', () => {
  it('fails as it mounts when the markup lacks its parts (the loader keeps the server HTML)', () => {
    const element = document.createElement('div');
    element.innerHTML = '<nav><ul><li><a href="/fr/">Accueil</a></li></ul></nav>';
    const context = widgetContext(element, { settings: applyPageSettings() });
    // issue 16 §3: an error that names the missing part, never a TypeError.
    expect(() => mainNavigation(element, { largeFrom: 992 }, context)).toThrow(
      new Error('main-navigation: no [data-nav-open] inside'),
    );
  });

  it('names the more list when the menu lacks it', () => {
    const element = document.createElement('div');
    element.innerHTML =
      '<button data-nav-open></button><div data-nav-drawer="t"><ul data-nav-menu></ul></div>';
    const context = widgetContext(element, { settings: applyPageSettings() });
    expect(() => mainNavigation(element, { largeFrom: 992 }, context)).toThrow(
      new Error('main-navigation: no :scope > [data-nav-more] inside'),
    );
  });
});
