/**
 * The widget gallery (issue 2 §3): every registered widget, its data attributes from its
 * schema (name, type, default, required) and a live example, for editors and QA.
 */
import type { FieldInfo } from '../../../src/core/schemaInfo';
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';
import type { GalleryWidget } from './widgetCatalog';

function typeOf(field: FieldInfo): string {
  return field.values ? field.values.map((value) => JSON.stringify(value)).join(' | ') : field.type;
}

function attributeTable(ctx: PageContext, widget: GalleryWidget) {
  const text = strings[ctx.culture].pages.gallery;
  if (widget.fields.length === 0) return html`<p>${text.none}</p>`;
  return html`<table class="attributes">
    <caption class="visually-hidden">${widget.name}</caption>
    <thead>
      <tr><th scope="col">${text.attribute}</th><th scope="col">${text.type}</th><th scope="col">${text.default}</th><th scope="col">${text.required}</th></tr>
    </thead>
    <tbody>
      ${widget.fields.map(
        (field) => html`<tr>
          <th scope="row"><code>${field.attribute}</code></th>
          <td><code>${typeOf(field)}</code></td>
          <td>${field.defaultValue === undefined ? '—' : html`<code>${JSON.stringify(field.defaultValue)}</code>`}</td>
          <td>${field.required ? text.yes : text.no}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

export function galleryPage(ctx: PageContext, widgets: GalleryWidget[]) {
  const text = strings[ctx.culture].pages.gallery;
  const body = html`<section class="gallery">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <nav aria-label="${text.title}">
      <ul class="gallery__index">
        ${widgets.map((widget) => html`<li><a href="#widget-${widget.name}">${widget.name}</a></li>`)}
      </ul>
    </nav>
    ${widgets.map(
      (
        widget,
      ) => html`<article class="gallery__widget" id="widget-${widget.name}" data-gallery-widget="${widget.name}">
        <h2><code>${widget.name}</code> <small>${widget.family} · ${widget.kind}</small></h2>
        <p>${widget.description}</p>
        ${attributeTable(ctx, widget)}
        <h3>${text.example}</h3>
        <div class="gallery__live">${raw(widget.example)}</div>
        <pre class="gallery__code" tabindex="0"><code>${widget.example}</code></pre>
      </article>`,
    )}
  </section>`;
  return layout(ctx, { title: text.title, body, bodyClass: 'gallery-page' });
}
