import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readProps } from '../../../src/core/props';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import definition from './index';
import ProductGallery from './ProductGallery';

const strings = {
  Core: { Close: 'Fermer' },
  Catalog: {
    Zoom: 'Agrandir l’image',
    Gallery: 'Galerie photos',
    Thumbnail: 'Image {{index}}',
    PhotosOf: 'Photos : {{name}}',
    PhotoCounter: 'Photo {{index}} sur {{count}}',
    PreviousPhoto: 'Photo précédente',
    NextPhoto: 'Photo suivante',
    ImageUnavailable: 'Image indisponible',
  },
};
const images = [1, 2, 3, 4].map((index) => ({
  src: `/media/product/1005/${index - 1}.svg?v=101`,
  alt: `Sandale – Rouge, photo ${index} sur 4`,
}));

let width = 1280;
beforeEach(() => {
  width = 1280;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener() {},
    removeEventListener() {},
  }));
});

const renderGallery = (list = images) =>
  renderWithI18n(
    <ProductGallery title="Sandale – Rouge" images={list} width={600} height={600} />,
    strings,
  );
const main = () => screen.getByRole('button', { name: /Agrandir l’image/ });
const mainPhoto = () => within(main()).getByRole('img');
const thumb = (index: number) => screen.getByRole('button', { name: `Image ${index}` });

describe('product-gallery (spec 000 §2, §9)', () => {
  it('shows the first photo and one pressed thumbnail per photo', async () => {
    await renderGallery();
    expect(mainPhoto().getAttribute('alt')).toBe('Sandale – Rouge, photo 1 sur 4');
    expect(mainPhoto().getAttribute('width')).toBe('600');
    expect(screen.getByRole('toolbar', { name: 'Galerie photos' })).toBeTruthy();
    expect(thumb(1).getAttribute('aria-pressed')).toBe('true');
    expect(thumb(2).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows 3 thumbnails at once, 2 below 576 px', async () => {
    await renderGallery();
    const strip = screen.getByRole('toolbar');
    expect(strip.style.getPropertyValue('--vitrine-thumbs')).toBe('3');
  });

  it('shows 2 thumbnails at once on a phone and has no zoom there', async () => {
    width = 390;
    await renderGallery();
    expect(screen.getByRole('toolbar').style.getPropertyValue('--vitrine-thumbs')).toBe('2');
    expect(main().hasAttribute('data-zoom')).toBe(false);
    fireEvent.pointerMove(main(), { clientX: 10, clientY: 10, pointerType: 'mouse' });
    expect(mainPhoto().style.transform).toBe('');
  });

  it('magnifies the main photo under a mouse pointer at 576 px and more', async () => {
    width = 576;
    await renderGallery();
    expect(main().getAttribute('data-zoom')).toBe('on');
    vi.spyOn(main(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 100));
    fireEvent.pointerMove(main(), { clientX: 50, clientY: 75, pointerType: 'mouse' });
    expect(mainPhoto().style.transform).toMatch(/^scale\(/);
    expect(mainPhoto().style.transformOrigin).toBe('25.0% 75.0%');
    fireEvent.pointerLeave(main());
    expect(mainPhoto().style.transform).toBe('');
    fireEvent.pointerMove(main(), { clientX: 50, clientY: 75, pointerType: 'touch' });
    expect(mainPhoto().style.transform).toBe('');
  });

  it('changes the main photo with a thumbnail, by mouse and by arrow keys', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(thumb(3));
    expect(mainPhoto().getAttribute('src')).toBe(images[2]?.src);
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
    expect(thumb(3).tabIndex).toBe(0);
    expect(thumb(1).tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumb(4));
    expect(mainPhoto().getAttribute('alt')).toBe('Sandale – Rouge, photo 4 sur 4');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumb(1));
    await user.keyboard('{End}{ArrowLeft}');
    expect(document.activeElement).toBe(thumb(3));
    await user.keyboard('{Home}');
    expect(mainPhoto().getAttribute('src')).toBe(images[0]?.src);
  });

  it('opens the gallery dialog on the current photo, steps with buttons and ←/→, and closes', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(thumb(2));
    main().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Sandale – Rouge' });
    expect(within(dialog).getByText('Photo 2 sur 4')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByText('Photo 3 sur 4')).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Photo 1 sur 4')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 4 sur 4')).toBeTruthy();
    const strip = within(dialog).getByRole('toolbar');
    expect(strip.style.getPropertyValue('--vitrine-thumbs')).toBe('5');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page keeps the photo seen last.
    expect(mainPhoto().getAttribute('src')).toBe(images[3]?.src);
  });

  it('shows 1 thumbnail at once in the dialog on a phone; its arrows move once', async () => {
    width = 390;
    const user = userEvent.setup();
    await renderGallery();
    await user.click(main());
    const dialog = await screen.findByRole('dialog');
    const strip = within(dialog).getByRole('toolbar');
    expect(strip.style.getPropertyValue('--vitrine-thumbs')).toBe('1');
    within(strip).getByRole('button', { name: 'Image 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 sur 4')).toBeTruthy();
  });

  it('says a photo is unavailable when it fails to load, keeping its place', async () => {
    await renderGallery();
    fireEvent.error(mainPhoto());
    expect(within(main()).getByText('Image indisponible')).toBeTruthy();
    expect(within(main()).queryByRole('img')).toBeNull();
    fireEvent.click(thumb(2));
    expect(mainPhoto().getAttribute('src')).toBe(images[1]?.src);
  });

  it('has no thumbnails and no dialog steps for a single photo', async () => {
    const user = userEvent.setup();
    await renderGallery(images.slice(0, 1));
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.click(main());
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Photo suivante' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Photo 1 sur 1')).toBeTruthy();
  });

  it('stops listening to the keyboard when unmounted with the dialog open', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderGallery();
    await user.click(main());
    await screen.findByRole('dialog');
    const remove = vi.spyOn(document, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function));
    expect(document.querySelector('.vitrine-modal')).toBeNull();
  });
});

describe('product-gallery: data attributes', () => {
  const element = (payload: string) => {
    const div = document.createElement('div');
    div.innerHTML = `<script type="application/json" data-props>${payload}</script>`;
    return div;
  };

  it('reads the photos from the data-props script', () => {
    const result = readProps(
      element(JSON.stringify({ title: 'Sandale', images })),
      definition.props,
      'product-gallery',
    );
    expect(result).toEqual({
      ok: true,
      props: { title: 'Sandale', images, width: 600, height: 600 },
    });
  });

  it.each([
    ['no photo', JSON.stringify({ title: 'Sandale', images: [] })],
    ['a photo without address', JSON.stringify({ title: 'Sandale', images: [{ alt: 'x' }] })],
    ['invalid JSON', '{"title":'],
  ])('refuses %s with a readable message', (_, payload) => {
    const result = readProps(element(payload), definition.props, 'product-gallery');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain('widget "product-gallery"');
  });

  it('refuses a width that is no number', () => {
    const div = element(JSON.stringify({ title: 'Sandale', images }));
    div.setAttribute('data-width', 'large');
    const result = readProps(div, definition.props, 'product-gallery');
    expect(result.ok ? '' : result.message).toContain('data-width expected a number');
  });
});
