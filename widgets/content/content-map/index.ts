import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const latLng = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

/** spec 001 §3 map marker: coors {lat, lng}, title, icon, id, content. */
const marker = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  coors: latLng,
  /** The marker's name (its button's name, the popup's title). */
  title: z.string().check(z.minLength(1)),
  /** A pin kind: a class modifier `vitrine-map__pin--{icon}`. */
  icon: z.optional(z.string()),
  /** Plain text of the popup (an address, hours, a phone); line breaks are kept. */
  content: z.optional(z.string()),
});

const props = z.object({
  /** The markers (usually in a child `<script type="application/json" data-props>`). */
  markers: z.array(marker).check(z.minLength(1)),
  /** spec 001 §9: zoom 13 by default; with no center, the furthest the fit zooms in. */
  zoom: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(19)), 13),
  /** The map's centre; by default the view fits every marker. */
  center: z.optional(latLng),
  /** The map's height in CSS pixels (at most three quarters of the screen's height). */
  height: z._default(z.number().check(z.int(), z.minimum(160), z.maximum(900)), 400),
  /** The map's name for screen readers; two maps of a page need two names. */
  label: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * A map of places with markers (spec 001 §2 "Map", §3, §4, §9): the shared map provider
 * (src/maps, decision 025), loaded once per page however many maps; each marker is a button
 * that opens a popup with its content (decision 042). Without a usable map the widget says
 * so, and the page's own list of the places stays the source. Use `data-hydrate="visible"`:
 * nothing loads before the map nears the screen.
 */
export default defineBehavior({
  props,
  load: () => import('./contentMap'),
});
