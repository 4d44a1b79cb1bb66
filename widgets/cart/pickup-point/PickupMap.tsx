/**
 * The points on a map, through the shared map provider (src/maps, decision 025): loaded with
 * the modal, never before. A marker chosen by click or by keyboard selects the point, and the
 * list's choice highlights its marker. Without a usable map setting the list stands alone.
 */
import { useEffect, useRef, useState } from 'react';
import type { PickupPoint } from '../../../src/api/pickupPoints';
import { useTranslation } from '../../../src/core/react/translation';
import { createMap } from '../../../src/maps/loadMap';
import type { MapHandle, MapMarker } from '../../../src/maps/mapProvider';

interface PickupMapProps {
  points: PickupPoint[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}

const markerOf = (point: PickupPoint): MapMarker => ({
  id: point.PublicAccessPointID,
  coors: { lat: point.Geocode.Latitude, lng: point.Geocode.Longitude },
  title: `${point.ConsigneeName}, ${point.Address}`,
  icon: point.PickupPointType === 'locker' ? 'locker' : 'shop',
  content: point.ConsigneeName,
});

export function PickupMap({ points, selected, onSelect }: PickupMapProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapHandle>();
  const [state, setState] = useState<'loading' | 'ready' | 'none'>('loading');
  const select = useRef(onSelect);
  select.current = onSelect;
  const first = points[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once, centred on the first list
  useEffect(() => {
    const target = element.current;
    if (!target || !first) return;
    let handle: MapHandle | undefined;
    let active = true;
    createMap(target, {
      center: { lat: first.Geocode.Latitude, lng: first.Geocode.Longitude },
      onSelect: (id) => select.current(id),
    })
      .then((made) => {
        if (!active) return made?.destroy();
        handle = made;
        setMap(made);
        setState(made ? 'ready' : 'none');
      })
      .catch((error: unknown) => {
        console.warn('[vitrine] the map could not be shown', error);
        if (active) setState('none');
      });
    return () => {
      active = false;
      handle?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    map.setMarkers(points.map(markerOf));
    map.fitBounds();
  }, [map, points]);

  useEffect(() => {
    map?.select(selected);
  }, [map, selected]);

  return (
    <div className="vitrine-pickup-map">
      {state === 'none' ? (
        <p className="vitrine-pickup-map__none">{t('PickupPoints.MapUnavailable')}</p>
      ) : null}
      <section
        ref={element}
        className="vitrine-pickup-map__canvas"
        aria-label={t('PickupPoints.MapLabel')}
        aria-busy={state === 'loading'}
        hidden={state === 'none'}
      />
    </div>
  );
}
