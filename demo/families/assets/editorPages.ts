/**
 * The editor area's pages (issue 14): the list of forms, the three asset forms (a product's
 * images, a news post's picture and attachments, a page's documents), the library with its
 * folder tree, and the page a shopper gets (403). Forms post normally to their own address.
 */
import { products } from '../../data/catalog';
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { type Slot, slotField } from './editorForms';
import { SEEDED_NEWS, SEEDED_PAGES } from './editorStore';
import { strings } from './strings';

/** The products the editor area lists first (any product can be edited by its id). */
export const EDITOR_PRODUCTS = products.slice(0, 4);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export const newsTitle = (ctx: PageContext, id: string) =>
  strings[ctx.culture].pages.shop.newsTitles[id as (typeof SEEDED_NEWS)[number]] ??
  fill(strings[ctx.culture].pages.shop.newsFallback, { id });

export const pageTitle = (ctx: PageContext, id: string) =>
  strings[ctx.culture].pages.shop.pageTitles[id as (typeof SEEDED_PAGES)[number]] ??
  fill(strings[ctx.culture].pages.shop.pageFallback, { id });

export function editorHome(ctx: PageContext) {
  const text = strings[ctx.culture].pages.editor;
  const root = `${cultureRoot(ctx)}editor/`;
  const links = (items: Array<[string, string]>) =>
    html`<ul class="editor-home__list">${items.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>`;
  const body = html`<section class="content-page editor-page editor-home">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <h2>${text.products}</h2>
    ${links(EDITOR_PRODUCTS.map((p) => [`${root}products/${p.id}`, p.name[ctx.culture]]))}
    <h2>${text.news}</h2>
    ${links(SEEDED_NEWS.map((id) => [`${root}news/${id}`, newsTitle(ctx, id)]))}
    <h2>${text.pages}</h2>
    ${links(SEEDED_PAGES.map((id) => [`${root}pages/${id}`, pageTitle(ctx, id)]))}
    <h2>${text.library}</h2>
    ${links([[`${root}library`, text.library]])}
  </section>`;
  return layout(ctx, { title: text.title, body, bodyClass: 'editor' });
}

export interface AssetFormState {
  title: string;
  /** The shop page that shows what the form saves. */
  shopUrl: string;
  slots: Array<[Slot, string[]]>;
  saved?: boolean;
  errors?: string[];
}

export function assetFormPage(ctx: PageContext, action: string, state: AssetFormState) {
  const text = strings[ctx.culture].pages.editor;
  const root = cultureRoot(ctx);
  const errors = state.errors ?? [];
  const body = html`<section class="content-page editor-page">
    <p class="editor-page__back"><a href="${root}editor">${text.back}</a></p>
    <h1>${state.title}</h1>
    ${state.saved ? html`<p class="form-success" role="status">${text.saved}</p>` : ''}
    ${
      errors.length > 0
        ? html`<div class="form-error" role="alert"><p>${text.notSaved}</p><ul>${errors.map((e) => html`<li>${e}</li>`)}</ul></div>`
        : ''
    }
    <form class="form editor-form" method="post" action="${action}" data-upload-url="${root}editor/assets/upload" novalidate>
      ${antiForgeryField(ctx)}
      ${state.slots.map(([slot, ids]) => slotField(ctx, slot, ids))}
      <p class="editor-form__actions">
        <button type="submit" class="button button--primary">${text.save}</button>
        <a href="${state.shopUrl}">${text.viewOnShop}</a>
      </p>
    </form>
  </section>`;
  return layout(ctx, { title: state.title, body, bodyClass: 'editor' });
}

/** What a shopper sees at an editor's address (status 403). */
export function editorForbiddenPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.editor;
  const body = html`<section class="content-page">
    <h1>${text.forbiddenTitle}</h1>
    <p>${text.forbiddenText}</p>
  </section>`;
  return layout(ctx, { title: text.forbiddenTitle, body });
}
