import { loadI18n } from '../../../src/core/i18n';
import type { Behavior } from '../../../src/core/widget';
import { createMap } from '../../../src/maps/loadMap';
import type { LatLng, MapHandle, MapMarker } from '../../../src/maps/mapProvider';
import type { Props } from './index';
import './contentMap.css';

type Translate = (key: string) => string;

const translator = (): Promise<Translate> =>
  loadI18n().then(
    (i18n) => (key: string) => i18n.t(key),
    () => (key: string) => key,
  );

/** The markers as the provider takes them: ids as text. */
export const toMarkers = (markers: Props['markers']): MapMarker[] =>
  markers.map(({ id, coors, title, icon, content }) => ({
    id: String(id),
    coors,
    title,
    ...(icon ? { icon } : {}),
    ...(content ? { content } : {}),
  }));

/** Where the map starts: the given centre, else the middle of the markers (a fit follows). */
export function startCenter(props: Pick<Props, 'center' | 'markers'>): LatLng {
  if (props.center) return props.center;
  const lats = props.markers.map((marker) => marker.coors.lat);
  const lngs = props.markers.map((marker) => marker.coors.lng);
  return {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}

/**
 * The content map (decision 042): a status line (loading, over the canvas; then nothing, or
 * "map unavailable") and the map's canvas, added after the placeholder's own content; the
 * server markup stays. The page reserves the map's height (a min-height on the placeholder), so
 * nothing moves as it mounts; without a map, that reservation is given back.
 */
const contentMap: Behavior<Props> = (element, props) => {
  let active = true;
  let handle: MapHandle | undefined;
  element.classList.add('vitrine-content-map', 'is-loading');
  const status = document.createElement('p');
  status.className = 'vitrine-content-map__status';
  status.setAttribute('role', 'status');
  const canvas = document.createElement('section');
  canvas.className = 'vitrine-content-map__canvas';
  canvas.style.setProperty('--vitrine-content-map-height', `${props.height}px`);
  canvas.setAttribute('aria-busy', 'true');
  element.append(status, canvas);

  void translator().then(async (t) => {
    if (!active) return;
    canvas.setAttribute('aria-label', props.label ?? t('Maps.Label'));
    status.textContent = t('Maps.Loading');
    const unavailable = () => {
      canvas.hidden = true;
      canvas.removeAttribute('aria-busy');
      status.textContent = t('Maps.Unavailable');
      element.classList.replace('is-loading', 'is-unavailable');
    };
    try {
      const made = await createMap(canvas, {
        center: startCenter(props),
        zoom: props.zoom,
        popups: {
          close: t('Maps.ClosePopup'),
          zoomIn: t('Maps.ZoomIn'),
          zoomOut: t('Maps.ZoomOut'),
        },
      });
      if (!active) return made?.destroy();
      if (!made) return unavailable();
      handle = made;
      made.setMarkers(toMarkers(props.markers));
      if (!props.center) made.fitBounds(props.zoom);
      canvas.removeAttribute('aria-busy');
      status.textContent = '';
      element.classList.remove('is-loading');
    } catch (error) {
      console.warn('[vitrine] the map could not be shown', error);
      if (active) unavailable();
    }
  });

  return () => {
    active = false;
    handle?.destroy();
    status.remove();
    canvas.remove();
    element.classList.remove('vitrine-content-map', 'is-loading', 'is-unavailable');
  };
};

export default contentMap;
