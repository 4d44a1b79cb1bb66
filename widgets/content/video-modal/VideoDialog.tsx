/**
 * The dialog with the player (issue 15): a loading status while the service's API loads, then
 * its player; the API missing after the limit or its script failing shows a translated error
 * with a link to the video on the service's site. Closing pauses and destroys the player.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { Modal } from '../../../src/ui/Modal';
import { openPlayer, type VideoPlayer, type VideoProvider } from './provider';
import { addressOf, SERVICE_LABELS, type ServiceName, serviceAddresses } from './services';
import { vimeo } from './vimeo';
import { youtube } from './youtube';

const providers: Record<ServiceName, VideoProvider> = { youtube, vimeo };

type State = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

interface DialogProps {
  service: ServiceName;
  videoId: string;
  title: string;
  onClose: () => void;
}

export default function VideoDialog({ service, videoId, title, onClose }: DialogProps) {
  const { t } = useTranslation();
  // react-modal puts its content in the page a render after it opens: a callback ref tells when.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<State>('loading');
  const addresses = useMemo(() => serviceAddresses(service), [service]);

  useEffect(() => {
    if (!host) return;
    const controller = new AbortController();
    let player: VideoPlayer | undefined;
    openPlayer({
      provider: providers[service],
      addresses,
      embedSrc: (query) => addressOf(addresses.embedUrl, videoId, query),
      title,
      host,
      signal: controller.signal,
      events: {
        onPlaying: () => setState('playing'),
        onPaused: () => setState('paused'),
        onEnded: () => setState('ended'),
      },
    }).then(
      (made) => {
        if (controller.signal.aborted) return made.destroy();
        player = made;
        setState((now) => (now === 'loading' ? 'ready' : now));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[vitrine] video-modal: ${service} ${videoId}`, error);
        setState('error');
      },
    );
    return () => {
      controller.abort();
      player?.pause();
      player?.destroy();
    };
  }, [host, service, videoId, title, addresses]);

  const label = SERVICE_LABELS[service];
  return (
    <Modal title={title} onClose={onClose} className="vitrine-video-modal">
      <div className="vitrine-video__body">
        <div
          className="vitrine-video__stage"
          data-state={state}
          data-service={service}
          hidden={state === 'error'}
          ref={setHost}
        />
        <p className="vitrine-video__status" role="status">
          {state === 'loading' ? t('Video.Loading') : ''}
        </p>
      </div>
      {state === 'error' ? (
        <div className="vitrine-video__error" role="alert">
          <p>{t('Video.Error')}</p>
          <p>
            <a
              href={addressOf(addresses.watchUrl, videoId)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('Video.WatchOn', { service: label })}
            </a>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
