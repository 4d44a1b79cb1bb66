/**
 * The facade (issue 15): the poster and a play button cost no third-party request; the dialog
 * (with react-modal) and the service's player come only when the shopper asks.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import type { Props } from './index';
import './videoModal.css';

const VideoDialog = lazy(() => import('./VideoDialog'));

export default function VideoModal({ service, videoId, title, poster }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="vitrine-video__facade"
        aria-label={t('Video.Play', { title })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {poster ? <img className="vitrine-video__poster" src={poster} alt="" /> : null}
        <span className="vitrine-video__play" aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog
            service={service}
            videoId={videoId}
            title={title}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
