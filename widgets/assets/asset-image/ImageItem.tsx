/**
 * One image of the asset image widget: its thumbnail and name, the rotate buttons of a square
 * just-uploaded image (spec 000 §2; the rotation works on the temporary file), and "remove
 * from this list" (the asset itself is not deleted).
 */

import type { AssetLine as ImageLine } from '../../../src/assets/useAssetLines';
import { useTranslation } from '../../../src/core/react/translation';
import { LoadingButton } from '../../../src/ui/LoadingButton';

interface ImageItemProps {
  line: ImageLine;
  /** Rotate buttons shown (the widget's `rotate` and a square temporary image). */
  rotatable: boolean;
  turning: boolean;
  onRotate: (degrees: 90 | 270) => void;
  onRemove: () => void;
}

export function ImageItem({ line, rotatable, turning, onRotate, onRemove }: ImageItemProps) {
  const { t } = useTranslation();
  const { entry, status, src } = line;
  const name = entry.name || entry.id;
  return (
    <li className="vitrine-asset-image__item" data-asset-image={entry.id}>
      <span className="vitrine-asset-image__thumb">
        {status === 'ready' && src ? <img src={src} alt={name} /> : null}
      </span>
      <span className="vitrine-asset-image__name">
        {status === 'loading'
          ? t('AssetsLibrary.LoadingFile', { id: entry.id })
          : status === 'failed'
            ? t('AssetsLibrary.LoadFailed', { id: entry.id })
            : name}
      </span>
      <span className="vitrine-asset-image__actions">
        {rotatable ? (
          <>
            <LoadingButton loading={turning} onClick={() => onRotate(270)}>
              {t('AssetCrop.RotateLeftOf', { name })}
            </LoadingButton>
            <LoadingButton loading={turning} onClick={() => onRotate(90)}>
              {t('AssetCrop.RotateRightOf', { name })}
            </LoadingButton>
          </>
        ) : null}
        <button type="button" className="vitrine-button" data-remove onClick={onRemove}>
          {t('AssetCrop.Remove', { name })}
        </button>
      </span>
    </li>
  );
}
