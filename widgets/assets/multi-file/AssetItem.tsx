/**
 * One asset of the multi-file widget: its picture (an image) or an icon (a document), its name
 * (the editor may change it), its move buttons and its drag handle (WCAG 2.5.7: the buttons and
 * Alt+Arrow keys do what dragging does), and "remove from this list", which never deletes the
 * asset from the library.
 */

import type { useReorder } from '../../../src/assets/useReorder';
import { useTranslation } from '../../../src/core/react/translation';
import type { Item } from './fileTypes';

interface Props {
  item: Item;
  index: number;
  count: number;
  reorder: ReturnType<typeof useReorder<Item>>;
  onRename: (name: string) => void;
  onRemove: () => void;
}

export function AssetItem({ item, index, count, reorder, onRename, onRemove }: Props) {
  const { t } = useTranslation();
  const label = item.name || item.originalName;
  const keys = (control: string) => reorder.onKeyDown(index, control);
  const state = [
    'vitrine-multi-file__item',
    reorder.dragging === item.id ? 'is-dragging' : '',
    reorder.over === item.id && reorder.dragging !== item.id ? 'is-over' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={state} data-asset={item.id} {...reorder.dropProps(index)}>
      <span
        className="vitrine-multi-file__handle"
        aria-hidden="true"
        {...reorder.handleProps(index)}
      >
        ⠿
      </span>
      {item.thumbnail ? (
        <img className="vitrine-multi-file__thumb" src={item.thumbnail} alt="" />
      ) : (
        <svg className="vitrine-multi-file__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 2h8l6 6v14H6z M14 2v6h6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      )}
      <span className="vitrine-multi-file__name">
        <label className="vitrine-visually-hidden" htmlFor={`${item.id}-name`}>
          {t('AssetOrder.NameOf', { name: item.originalName })}
        </label>
        <input
          id={`${item.id}-name`}
          className="vitrine-multi-file__input"
          value={item.name}
          onChange={(event) => onRename(event.target.value)}
          onKeyDown={keys('name')}
          ref={reorder.controlRef(item.id, 'name')}
        />
        {item.failed && (
          <span className="vitrine-multi-file__failed">{t('AssetOrder.LoadFailed')}</span>
        )}
      </span>
      <span className="vitrine-multi-file__actions">
        <button
          type="button"
          className="vitrine-multi-file__button"
          aria-label={t('AssetOrder.MoveUp', { name: label })}
          disabled={index === 0}
          onClick={() => reorder.move(index, index - 1, 'up')}
          onKeyDown={keys('up')}
          ref={reorder.controlRef(item.id, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="vitrine-multi-file__button"
          aria-label={t('AssetOrder.MoveDown', { name: label })}
          disabled={index === count - 1}
          onClick={() => reorder.move(index, index + 1, 'down')}
          onKeyDown={keys('down')}
          ref={reorder.controlRef(item.id, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="vitrine-multi-file__button"
          aria-label={t('AssetOrder.Remove', { name: label })}
          onClick={onRemove}
          onKeyDown={keys('remove')}
          ref={reorder.controlRef(item.id, 'remove')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    </li>
  );
}
