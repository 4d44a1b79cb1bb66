/**
 * The widget gallery, the editors' manual (issue 2 §3, issue 10 §5): every registered widget,
 * what it does, its data attributes from its schema (what each is for with an example value,
 * its type and the shape of a JSON one, default, required) in the page's language, and a live
 * example whose markup a button copies.
 */
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { renderShape } from './jsonShape';
import { type GalleryPages, strings } from './strings';
import type { GalleryField, GalleryWidget } from './widgetCatalog';

type Texts = GalleryPages['gallery'];

const typeWords = {
  string: 'text',
  number: 'number',
  boolean: 'boolean',
  enum: 'choice',
  array: 'list',
  object: 'object',
  other: 'value',
} as const;

function typeOf(text: Texts, field: GalleryField) {
  const label = text.types[typeWords[field.type]];
  if (field.values) {
    const values = field.values.map((value) => html`<code>${String(value)}</code>`);
    return html`${label} <span class="attributes__values">${values.map((value, index) => (index ? html` | ${value}` : value))}</span>`;
  }
  if (field.shape) {
    return html`${label}<pre class="attributes__shape"><code>${renderShape(field.shape, text.shape)}</code></pre>`;
  }
  return label;
}

/** The default as an editor writes it in the attribute: incl, not "incl". */
function defaultOf(text: Texts, value: unknown) {
  if (value === undefined) return '—';
  if (value === '') return html`<em>${text.empty}</em>`;
  return html`<code>${typeof value === 'string' ? value : JSON.stringify(value)}</code>`;
}

/** A cell with its column's name, which a phone shows beside it once the table reflows. */
const cell = (label: string, content: unknown, kind = '') =>
  html`<td data-label="${label}"${raw(kind ? ` class="attributes__${kind}"` : '')}><div>${content}</div></td>`;

function attributeTable(ctx: PageContext, widget: GalleryWidget) {
  const text = strings[ctx.culture].pages.gallery;
  const manual = strings[ctx.culture].pages.widgets[widget.name]?.attributes ?? {};
  if (widget.fields.length === 0) return html`<p>${text.none}</p>`;
  return html`<table class="attributes">
    <caption class="visually-hidden">${widget.name}</caption>
    <thead>
      <tr>
        <th scope="col">${text.attribute}</th><th scope="col">${text.description}</th>
        <th scope="col">${text.type}</th><th scope="col">${text.default}</th>
        <th scope="col">${text.required}</th>
      </tr>
    </thead>
    <tbody>
      ${widget.fields.map((field) => {
        const about = manual[field.attribute];
        return html`<tr>
          <th scope="row"><code>${field.attribute}</code></th>
          ${cell(
            text.description,
            html`<span class="attributes__text">${about?.description ?? ''}</span><span class="attributes__example"
              ><span class="attributes__example-label">${text.exampleValue}</span>
              <code>${about?.example ?? ''}</code></span>`,
            'description',
          )}
          ${cell(text.type, typeOf(text, field), field.shape ? 'block' : '')}
          ${cell(text.default, defaultOf(text, field.defaultValue))}
          ${cell(text.required, field.required ? text.yes : text.no)}
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/**
 * A widget's live example. The whole manual holds some seventy of them, about 250 files and
 * 7 000 elements if all mounted at once: there each waits in a template that
 * demo/gallery-live.js puts in the page as it nears the screen, so the first screen's examples
 * mount at once and the rest as the editor scrolls. One widget's page shows its example as is.
 */
function liveExample(example: string, alone: boolean) {
  return alone
    ? html`<div class="gallery__live">${raw(example)}</div>`
    : html`<div class="gallery__live" data-gallery-live><template>${raw(example)}</template></div>`;
}

/** The example's markup with its copy button (shown once demo/gallery-copy.js runs). */
function exampleCode(ctx: PageContext, widget: GalleryWidget) {
  const text = strings[ctx.culture].pages.gallery;
  const id = `code-${widget.name}`;
  return html`<div class="gallery__code-box">
    <div class="gallery__code-bar">
      <button type="button" class="button gallery__copy" data-copy-target="${id}"
        data-copy-status="${id}-status" data-copied="${text.copied}" data-copy-failed="${text.copyFailed}"
        >${text.copy}<span class="visually-hidden"> (${widget.name})</span></button>
      <p class="gallery__copy-status" id="${id}-status" role="status"></p>
    </div>
    <pre class="gallery__code" id="${id}" tabindex="0" role="region" aria-label="${text.code} (${widget.name})"><code>${widget.example}</code></pre>
  </div>`;
}

/** The whole manual, or one widget's page of it (`only`: its name) linking back to the whole. */
export function galleryPage(ctx: PageContext, widgets: GalleryWidget[], only?: string) {
  const text = strings[ctx.culture].pages.gallery;
  const manual = strings[ctx.culture].pages.widgets;
  const index = only
    ? html`<p><a href="${ctx.base}${ctx.culture}/gallery#widget-${only}">${text.title}</a></p>`
    : html`<nav aria-label="${text.title}">
      <ul class="gallery__index">
        ${widgets.map((widget) => html`<li><a href="#widget-${widget.name}">${widget.name}</a></li>`)}
      </ul>
    </nav>`;
  const body = html`<section class="gallery">
    <h1>${only ? html`${text.title}: <code>${only}</code>` : text.title}</h1>
    <p>${text.intro}</p>
    ${index}
    ${widgets.map(
      (
        widget,
      ) => html`<article class="gallery__widget" id="widget-${widget.name}" data-gallery-widget="${widget.name}">
        <h2><code>${widget.name}</code> <small>${widget.family} · ${widget.kind}</small></h2>
        <p class="gallery__summary">${manual[widget.name]?.summary ?? ''}</p>
        ${attributeTable(ctx, widget)}
        <h3>${text.example}</h3>
        ${liveExample(widget.example, Boolean(only))}
        ${exampleCode(ctx, widget)}
      </article>`,
    )}
    <script src="${ctx.base}demo/gallery-copy.js" nonce="${ctx.nonce}"></script>
    ${only ? '' : html`<script src="${ctx.base}demo/gallery-live.js" nonce="${ctx.nonce}"></script>`}
  </section>`;
  const title = only ? `${text.title}: ${only}` : text.title;
  return layout(ctx, { title, body, bodyClass: 'gallery-page' });
}
