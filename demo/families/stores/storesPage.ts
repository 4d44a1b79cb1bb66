/**
 * The "our shops" page (issue 15): a parallax hero, a map of every shop (markers as JSON in the
 * placeholder, spec 001 §3), the shops as a list (the map is an enhancement: the list is the
 * accessible source), and a second small map of the flagship, so the page proves the map script
 * loads once however many maps (spec 001 §4).
 */
import type { PageContext } from '../../shared/context';
import { html, jsonForScript, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { FLAGSHIP, SHOPS, type Shop } from './shops';
import { type StoresPages, strings } from './strings';

type Text = StoresPages['stores'];

const fill = (template: string, hours: { opens: string; closes: string }) =>
  template.replace('{{opens}}', hours.opens).replace('{{closes}}', hours.closes);

/** The popup's plain text (spec 001 §3 `content`): address, hours, phone, one a line. */
function content(shop: Shop, text: Text): string {
  return [
    `${shop.street}, ${shop.locality}`,
    fill(text.hours, shop),
    shop.sunday ? fill(text.sunday, shop.sunday) : text.closedSunday,
    `${text.phone} ${shop.phone}`,
  ].join('\n');
}

const marker = (shop: Shop, text: Text) => ({
  id: shop.id,
  coors: { lat: shop.lat, lng: shop.lng },
  title: shop.name,
  icon: shop.kind,
  content: content(shop, text),
});

interface MapOptions {
  label: string;
  height: number;
  zoom?: number;
  center?: { lat: number; lng: number };
}

function map(markers: unknown[], options: MapOptions, text: Text) {
  const zoom = options.zoom ? html` data-zoom="${options.zoom}"` : '';
  const center = options.center ? html` data-center="${JSON.stringify(options.center)}"` : '';
  // The page reserves the map's height (stores.css), so nothing moves when it mounts.
  return html`<div class="stores-map stores-map--${options.height}" data-widget="content-map" data-hydrate="visible" data-label="${options.label}" data-height="${options.height}"${zoom}${center}>
    <script type="application/json" data-props>${raw(jsonForScript({ markers }))}</script>
    <p class="stores-map__skip"><a href="#stores-list">${text.toList}</a></p>
  </div>`;
}

function shopItem(shop: Shop, text: Text) {
  return html`<li class="stores-list__shop" id="shop-${shop.id}">
    <h3>${shop.name}</h3>
    <p class="stores-list__kind stores-list__kind--${shop.kind}">${text.kinds[shop.kind]}</p>
    <p>${shop.street}<br />${shop.locality}</p>
    <p>${fill(text.hours, shop)}<br />${shop.sunday ? fill(text.sunday, shop.sunday) : text.closedSunday}</p>
    <p>${text.phone} <a href="tel:${shop.phone.replace(/\s/g, '')}">${shop.phone}</a></p>
  </li>`;
}

export function storesPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.stores;
  const body = html`<section class="content-page stores-page">
    <div class="stores-hero" data-widget="parallax" data-hydrate="visible">
      <img class="stores-hero__image" src="${ctx.base}demo/stores/hero.svg" alt="" width="1600" height="800" />
    </div>
    <h1>${text.title}</h1>
    <p class="stores-page__intro">${text.intro}</p>
    <section class="stores-section" aria-labelledby="stores-map-title">
      <h2 id="stores-map-title">${text.mapTitle}</h2>
      ${map(
        SHOPS.map((shop) => marker(shop, text)),
        { label: text.mapLabel, height: 420 },
        text,
      )}
    </section>
    <section class="stores-section" id="stores-list" aria-labelledby="stores-list-title" tabindex="-1">
      <h2 id="stores-list-title">${text.listTitle}</h2>
      <ul class="stores-list">${SHOPS.map((shop) => shopItem(shop, text))}</ul>
    </section>
    <section class="stores-section stores-flagship" aria-labelledby="stores-flagship-title">
      <h2 id="stores-flagship-title">${text.flagshipTitle}</h2>
      <p>${text.flagshipText}</p>
      ${map(
        [marker(FLAGSHIP, text)],
        {
          label: text.flagshipMapLabel,
          height: 260,
          zoom: 16,
          center: { lat: FLAGSHIP.lat, lng: FLAGSHIP.lng },
        },
        text,
      )}
    </section>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
