import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { THUMBS, THUMBS_SMALL, WIDE_QUERY } from './constants';
import type { Props } from './index';
import { PhotoImage } from './PhotoImage';
import { Thumbs } from './Thumbs';
import { useMedia } from './useMedia';
import { useZoom } from './useZoom';
import './productGallery.css';
import '../../../src/ui/visuallyHidden.css';

// The dialog (and react-modal with it) loads on the first hover, focus or click of the photo.
const loadDialog = () => import('./GalleryDialog');
const GalleryDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.GalleryDialog })),
);

export default function ProductGallery({ title, images, width, height }: Props) {
  const { t } = useTranslation();
  const wide = useMedia(WIDE_QUERY);
  const [current, setCurrent] = useState(0);
  const [open, setOpen] = useState(false);
  const zoom = useZoom(wide);
  const image = images[current] ?? images[0];
  if (!image) return null;
  return (
    <div className="vitrine-gallery">
      <button
        type="button"
        className="vitrine-gallery__main"
        aria-haspopup="dialog"
        data-zoom={wide ? 'on' : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onPointerMove={zoom.onPointerMove}
        onPointerLeave={zoom.onPointerLeave}
      >
        <PhotoImage image={image} width={width} height={height} imageRef={zoom.image} />
        <span className="vitrine-visually-hidden">{t('Catalog.Zoom')}</span>
      </button>
      {images.length > 1 ? (
        <Thumbs
          images={images}
          current={current}
          visible={wide ? THUMBS : THUMBS_SMALL}
          label={t('Catalog.Gallery')}
          onSelect={setCurrent}
        />
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <GalleryDialog
            title={title}
            images={images}
            start={current}
            width={width}
            height={height}
            onClose={(index) => {
              setCurrent(index);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
