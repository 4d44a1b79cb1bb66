/**
 * The search of pickup points (spec 001 §3, §7, §8): POST getpickuppoints with the place the
 * shopper typed and the page data; a status other than Success, or any failure, is a growl
 * titled Error saying an error has occurred (a 401 opens the login dialog instead). What was
 * typed is kept in the location cookie for the next search.
 */
import { useCallback, useRef, useState } from 'react';
import { type PickupPoint, searchPickupPoints } from '../../../src/api/pickupPoints';
import { dialogs } from '../../../src/core/dialogs';
import { classifyFailure } from '../../../src/core/errorPolicy';
import { pageSettings } from '../../../src/core/settings';
import type { Props } from './index';
import { locationOf, saveLocation, type TypedPlace } from './locationCookie';
import type { SearchParts } from './searchPage';

export type SearchState =
  | { status: 'idle' | 'searching' | 'missing' | 'empty' | 'error'; points: PickupPoint[] }
  | { status: 'found'; points: PickupPoint[] };

/** spec 001 §8: pickup search status other than Success. */
export const SUCCESS = 'Success';

const growl = (message: string) => dialogs.toast({ kind: 'error', title: 'Core.Error', message });

export function usePickupSearch(props: Props) {
  const [state, setState] = useState<SearchState>({ status: 'idle', points: [] });
  const generation = useRef(0);

  const search = useCallback(
    async (parts: SearchParts, place: TypedPlace) => {
      const mine = ++generation.current;
      if (!place.postCode && !place.city && !place.address) {
        setState({ status: 'missing', points: [] });
        return;
      }
      setState((previous) => ({ status: 'searching', points: previous.points }));
      try {
        const answer = await searchPickupPoints(props.carrier, {
          City: place.city,
          PostalCode: place.postCode,
          CountryCode: props.countryCode,
          Address: place.address,
          ShippingMethodId: props.shippingMethodId,
          SearchRadius: parts.radius,
          MaximumListSize: parts.maximum,
          CultureName: pageSettings().culture,
        });
        if (mine !== generation.current) return;
        if (answer.ResponseStatusDescription !== SUCCESS) {
          growl('Core.ErrorOccurred');
          setState({ status: 'error', points: [] });
          return;
        }
        const points = answer.PickupPointViewModels ?? [];
        const near = points[0]?.Geocode;
        saveLocation(locationOf(place, near && { lat: near.Latitude, lng: near.Longitude }));
        setState({ status: points.length ? 'found' : 'empty', points });
      } catch (error) {
        if (mine !== generation.current) return;
        const failure = classifyFailure(error, {
          fallback: 'Core.ErrorOccurred',
          serverMessage: 'none',
        });
        if (failure.kind === 'silent') return;
        if (failure.kind === 'login') dialogs.login(location.pathname + location.search);
        else growl(failure.message);
        setState({ status: 'error', points: [] });
      }
    },
    [props.carrier, props.countryCode, props.shippingMethodId],
  );

  return { state, search };
}
