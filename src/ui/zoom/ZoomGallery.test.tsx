import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import { ZoomGallery } from './ZoomGallery';

const strings = {
  Core: { Close: 'Fermer' },
  Zoom: {
    ZoomIn: 'Zoomer',
    ZoomOut: 'Dézoomer',
    Reset: 'Ajuster',
    Level: 'Zoom {{level}} %',
    Hint: '+ et − zooment',
    Previous: 'Photo précédente',
    Next: 'Photo suivante',
    Counter: 'Photo {{index}} sur {{count}}',
    Thumbnails: 'Miniatures',
    Thumbnail: 'Photo {{index}} : {{alt}}',
    Unavailable: 'Cette photo n’a pas pu être chargée.',
  },
};
const photos = ['ridge', 'lake', 'forest'].map((scene) => ({
  src: `/media/stories/${scene}.svg`,
  thumb: `/media/stories/${scene}.svg`,
  alt: `La scène ${scene}`,
  width: 800,
  height: 600,
}));

async function open(onClose = vi.fn()) {
  await renderWithI18n(
    <ZoomGallery title="Photos : Vercors" photos={photos} start={1} onClose={onClose} />,
    strings,
  );
  return { dialog: await screen.findByRole('dialog', { name: 'Photos : Vercors' }), onClose };
}

describe('the zoomable gallery dialog', () => {
  it('opens on the chosen photo with its counter and pressed thumbnail', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('img', { name: 'La scène lake' })).toBeTruthy();
    expect(within(dialog).getByText('Photo 2 sur 3')).toBeTruthy();
    const pressed = within(dialog).getByRole('button', { name: 'Photo 2 : La scène lake' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('zooms with + and -, fits with 0, and announces the level', async () => {
    const { dialog } = await open();
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe('Zoom 100 %');
    fireEvent.keyDown(document.body, { key: '+' });
    expect(status.textContent).toBe('Zoom 150 %');
    fireEvent.keyDown(document.body, { key: '+' });
    expect(status.textContent).toBe('Zoom 225 %');
    fireEvent.keyDown(document.body, { key: '-' });
    expect(status.textContent).toBe('Zoom 150 %');
    fireEvent.keyDown(document.body, { key: '0' });
    expect(status.textContent).toBe('Zoom 100 %');
  });

  it('zooms with the buttons and the wheel, and starts the next photo fitted', async () => {
    const { dialog } = await open();
    const status = within(dialog).getByRole('status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoomer' }));
    expect(status.textContent).toBe('Zoom 150 %');
    const stage = dialog.querySelector('.vitrine-zoom__stage') as HTMLElement;
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(status.textContent).toBe('Zoom 180 %');
    expect(Number(stage.style.getPropertyValue('--vitrine-zoom-scale'))).toBeCloseTo(1.796, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByText('Photo 3 sur 3')).toBeTruthy();
    expect(status.textContent).toBe('Zoom 100 %');
  });

  it('steps with ← and → at the fitted size; a zoomed photo pans with them instead', async () => {
    const { dialog } = await open();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 3 sur 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(within(dialog).getByText('Photo 1 sur 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '+' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Photo 1 sur 3')).toBeTruthy();
  });

  it('says a photo could not load, and the next one shows as usual', async () => {
    const { dialog } = await open();
    fireEvent.error(within(dialog).getByRole('img', { name: 'La scène lake' }));
    expect(within(dialog).getByText('Cette photo n’a pas pu être chargée.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByRole('img', { name: 'La scène forest' })).toBeTruthy();
  });

  it('closes with Esc, giving the photo shown last', async () => {
    const { onClose } = await open();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(0);
  });
});
