/**
 * What the search found (spec 001 §2): its state said in a live region (searching, how many,
 * none near this postal code, an error), then the map and the list, in sync.
 */

import { useTranslation } from '../../../src/core/react/translation';
import type { TFunction } from '../../../src/core/translator';
import { PickupList } from './PickupList';
import { PickupMap } from './PickupMap';
import type { SearchState } from './usePickupSearch';

interface PickupResultsProps {
  state: SearchState;
  selected: string | undefined;
  onSelect: (id: string) => void;
}

function statusText(state: SearchState, t: TFunction) {
  switch (state.status) {
    case 'searching':
      return t('PickupPoints.Searching');
    case 'found':
      return t('PickupPoints.Found', { count: state.points.length });
    case 'empty':
      return t('PickupPoints.NoneFound');
    case 'missing':
      return t('PickupPoints.SearchRequired');
    case 'error':
      return t('Core.ErrorOccurred');
    default:
      return '';
  }
}

export function PickupResults({ state, selected, onSelect }: PickupResultsProps) {
  const { t } = useTranslation();
  const points = state.status === 'found' || state.status === 'searching' ? state.points : [];
  return (
    <div className="vitrine-pickup-results" aria-busy={state.status === 'searching'}>
      <p className={`vitrine-pickup-results__status is-${state.status}`} role="status">
        {statusText(state, t)}
      </p>
      {points.length ? (
        <div className="vitrine-pickup-results__body">
          <PickupMap points={points} selected={selected} onSelect={onSelect} />
          <PickupList points={points} selected={selected} onSelect={onSelect} />
        </div>
      ) : null}
    </div>
  );
}
