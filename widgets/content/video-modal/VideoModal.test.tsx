import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { forgetScripts } from './loadScript';
import VideoModal from './VideoModal';

const strings = {
  Core: { Close: 'Fermer' },
  Video: {
    Play: 'Lire la vidéo : {{title}}',
    Loading: 'Chargement de la vidéo…',
    Error: 'La vidéo ne peut pas être lue ici pour le moment.',
    WatchOn: 'Regarder sur {{service}}',
  },
};
const API = 'https://www.youtube.com/iframe_api';
const apiScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${API}"]`);

afterEach(() => {
  forgetScripts();
  apiScript()?.remove();
  delete window.YT;
});

function fakeYouTube() {
  const player = { playVideo: vi.fn(), pauseVideo: vi.fn(), stopVideo: vi.fn(), destroy: vi.fn() };
  window.YT = {
    Player: vi.fn(function (this: object) {
      Object.assign(this, player);
    }) as never,
  };
  return player;
}

const open = async () => {
  await renderWithI18n(
    <VideoModal service="youtube" videoId="vtRunShoes1" title="Bien choisir" poster="/p.svg" />,
    strings,
  );
  const play = screen.getByRole('button', { name: 'Lire la vidéo : Bien choisir' });
  await userEvent.click(play);
  await screen.findByRole('dialog');
  return play;
};

describe('VideoModal', () => {
  it('loads nothing of the service before the shopper asks', async () => {
    await renderWithI18n(
      <VideoModal service="youtube" videoId="vtRunShoes1" title="Bien choisir" />,
      strings,
    );
    expect(apiScript()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog that loads the API, starts the player on our iframe, and destroys it on close', async () => {
    const play = await open();
    const dialog = screen.getByRole('dialog', { name: 'Bien choisir' });
    expect(screen.getByRole('status').textContent).toBe('Chargement de la vidéo…');
    const player = fakeYouTube();
    act(() => {
      apiScript()?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
    const iframe = dialog.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.src).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/vtRunShoes1\?enablejsapi=1&autoplay=1/,
    );
    expect(iframe.title).toBe('Bien choisir');
    expect(window.YT?.Player).toHaveBeenCalledWith(iframe, expect.anything());
    expect(screen.getByRole('status').textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(player.pauseVideo).toHaveBeenCalled();
    expect(player.destroy).toHaveBeenCalled();
    expect(document.activeElement).toBe(play);
  });

  it('shows the error and a link to the video on the service when the script fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await open();
    act(() => {
      apiScript()?.dispatchEvent(new Event('error'));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La vidéo ne peut pas être lue ici pour le moment.');
    expect(screen.getByRole('link', { name: 'Regarder sur YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=vtRunShoes1',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('closing before the API is ready makes no player', async () => {
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    fakeYouTube();
    act(() => {
      apiScript()?.dispatchEvent(new Event('load'));
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.YT?.Player).not.toHaveBeenCalled();
  });
});
