/**
 * The points found, as a radio group (spec 001 §4: choosing an entry enables Choose): arrow
 * keys move the choice, as in any radio group. Each entry says its name, address, distance
 * and, on demand, its opening hours.
 */
import { useEffect, useId, useRef } from 'react';
import type { PickupPoint } from '../../../src/api/pickupPoints';
import { formatNumber } from '../../../src/core/format';
import { useTranslation } from '../../../src/core/react/translation';
import { HoursTable } from './HoursTable';

interface PickupListProps {
  points: PickupPoint[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}

const kilometres = (distance: PickupPoint['Distance']) => {
  const km = Number(distance);
  return distance === null || distance === undefined || !Number.isFinite(km)
    ? undefined
    : formatNumber(Math.round(km * 10) / 10);
};

export function PickupList({ points, selected, onSelect }: PickupListProps) {
  const { t } = useTranslation();
  const name = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  // A point chosen on the map comes into view in the list.
  useEffect(() => {
    if (!selected) return;
    const items = list.current?.querySelectorAll<HTMLElement>('[data-point-id]') ?? [];
    const item = Array.from(items).find((element) => element.dataset.pointId === selected);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <fieldset className="vitrine-pickup-list" ref={list}>
      <legend className="vitrine-visually-hidden">{t('PickupPoints.ListLabel')}</legend>
      <ul>
        {points.map((point) => {
          const id = `${name}-${point.PublicAccessPointID}`;
          const distance = kilometres(point.Distance);
          const isSelected = point.PublicAccessPointID === selected;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut to the entry's radio, which the keyboard uses
            <li
              key={point.PublicAccessPointID}
              className={`vitrine-pickup-list__item${isSelected ? ' is-selected' : ''}`}
              data-point-id={point.PublicAccessPointID}
              // spec 001 §4: clicking the entry selects it; its hours open without choosing it.
              onClick={(event) => {
                if (!(event.target as Element).closest('details'))
                  onSelect(point.PublicAccessPointID);
              }}
            >
              <input
                type="radio"
                id={id}
                name={name}
                value={point.PublicAccessPointID}
                checked={isSelected}
                onChange={() => onSelect(point.PublicAccessPointID)}
                aria-describedby={`${id}-address`}
              />
              <div className="vitrine-pickup-list__text">
                <label htmlFor={id} className="vitrine-pickup-list__name">
                  {point.ConsigneeName}
                </label>
                <p id={`${id}-address`} className="vitrine-pickup-list__address">
                  {point.Address}, {point.PostCode} {point.City}
                  {distance ? (
                    <span className="vitrine-pickup-list__distance">
                      {' · '}
                      {t('PickupPoints.DistanceKm', { distance })}
                    </span>
                  ) : null}
                </p>
                <HoursTable text={point.StandardHoursOfOperation} />
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
