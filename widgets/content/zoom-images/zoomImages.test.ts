import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import zoomImages, { photoOf, zoomLinks } from './zoomImages';

const opened = vi.hoisted(() => ({ calls: [] as unknown[], close: vi.fn() }));
vi.mock('../../../src/ui/zoom/openZoomGallery', () => ({
  openZoomGallery: (options: unknown) => {
    opened.calls.push(options);
    return Promise.resolve(opened.close);
  },
}));

function mount() {
  const element = document.createElement('div');
  element.innerHTML = `
    <p><a href="/fr/blog">Retour</a></p>
    <figure><a href="/media/stories/ridge.svg" data-width="800" data-height="1200"><img src="/media/stories/ridge.svg" alt="Une crête" width="400" height="600"></a>
      <figcaption> Une crête au-dessus des nuages </figcaption></figure>
    <a href="/media/stories/lake.svg"><img src="/media/stories/lake-small.svg" alt="Un lac" width="160" height="90"></a>`;
  document.body.append(element);
  const cleanup = zoomImages(element, { title: 'Photos : Vercors' }, widgetContext(element));
  return { element, cleanup };
}

beforeEach(() => {
  applyPageSettings();
  opened.calls = [];
  opened.close.mockClear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('zoom-images', () => {
  it('takes the links around an image, with their large photo, size and caption', () => {
    const { element } = mount();
    const links = zoomLinks(element);
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(photoOf(links[0] as HTMLAnchorElement)).toEqual({
      src: 'http://localhost:3000/media/stories/ridge.svg',
      thumb: 'http://localhost:3000/media/stories/ridge.svg',
      alt: 'Une crête',
      caption: 'Une crête au-dessus des nuages',
      width: 800,
      height: 1200,
    });
    expect(photoOf(links[1] as HTMLAnchorElement)).toMatchObject({ width: 160, height: 90 });
  });

  it('opens the dialog on the clicked photo instead of following the link', async () => {
    const { element } = mount();
    const link = zoomLinks(element)[1] as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.querySelector('img')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(opened.calls).toHaveLength(1));
    expect(opened.calls[0]).toMatchObject({ title: 'Photos : Vercors', start: 1, opener: link });
  });

  it('leaves other links, and clicks for a new tab, to the browser', () => {
    const { element } = mount();
    const back = element.querySelector('a') as HTMLAnchorElement;
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    back.dispatchEvent(plain);
    const image = zoomLinks(element)[0] as HTMLAnchorElement;
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    image.dispatchEvent(newTab);
    expect(plain.defaultPrevented).toBe(false);
    expect(newTab.defaultPrevented).toBe(false);
  });

  it('closes its dialog when unmounted', async () => {
    const { element, cleanup } = mount();
    (zoomLinks(element)[0] as HTMLAnchorElement).click();
    await vi.waitFor(() => expect(opened.calls).toHaveLength(1));
    await Promise.resolve();
    cleanup();
    expect(opened.close).toHaveBeenCalled();
    expect(zoomLinks(element)[0]?.hasAttribute('aria-haspopup')).toBe(false);
  });
});
