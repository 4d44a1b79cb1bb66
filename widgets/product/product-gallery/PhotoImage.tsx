import { type Ref, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import type { GalleryImage } from './index';

interface PhotoImageProps {
  image: GalleryImage;
  width: number;
  height: number;
  imageRef?: Ref<HTMLImageElement>;
}

/** A photo, or a box of the same size saying it is unavailable when it fails to load. */
export function PhotoImage({ image, width, height, imageRef }: PhotoImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string>();
  if (failed === image.src) {
    return (
      <span className="vitrine-gallery__broken" style={{ aspectRatio: `${width} / ${height}` }}>
        {t('Catalog.ImageUnavailable')}
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      className="vitrine-gallery__photo"
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      draggable={false}
      onError={() => setFailed(image.src)}
    />
  );
}
