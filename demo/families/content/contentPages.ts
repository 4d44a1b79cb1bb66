/**
 * Content pages of the demo CMS for the page shell (issue 3 §5): a long page with anchors,
 * a modal link, a confirm link, a no-cache link, a link that opts out, and scripts in content.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';

export function aboutPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.about;
  const root = cultureRoot(ctx);
  const nonce = ctx.nonce;
  const body = html`<article class="content-page" id="top">
    <h1>${text.title}</h1>
    <p class="lead">${text.intro}</p>
    <nav class="toc" aria-label="${text.tocLabel}">
      <ul>${text.sections.map((section) => html`<li><a href="#${section.id}">${section.heading}</a></li>`)}</ul>
    </nav>
    <ul class="demo-links">
      <li><a href="${root}delivery" data-modal="${strings[ctx.culture].pages.delivery.title}">${text.modalLink}</a></li>
      <li><a href="${root}shoppingcarts/clear" data-confirm>${text.confirmLink}</a></li>
      <li><a href="${root}clock" class="no-cache">${text.noCacheLink}</a></li>
      <li><a href="${root}clock" data-no-ajax>${text.noAjaxLink}</a></li>
      <li><a href="${root}account">${ctx.t('Security.MyAccount')}</a></li>
      <li><a href="${root}demo/server-error">${ctx.t('Manager.UnknowsErrors')}</a></li>
    </ul>
    ${text.sections.map(
      (section) => html`<section id="${section.id}" class="content-section">
        <h2>${section.heading}</h2>
        ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
        <p><a href="#top">${text.backToTop}</a></p>
      </section>`,
    )}
    <section class="content-section" id="scripts">
      <h2>${text.scriptsHeading}</h2>
      <p>${text.scriptsIntro}</p>
      <ol id="script-log" aria-live="polite"></ol>
      <script nonce="${nonce}">(window.demoScriptLog = window.demoScriptLog || []).push('inline-1'); document.getElementById('script-log').insertAdjacentHTML('beforeend', '<li>inline 1</li>');</script>
      <script src="${ctx.base}demo/demo-script.js" nonce="${nonce}"></script>
      <script nonce="${nonce}">(window.demoScriptLog = window.demoScriptLog || []).push('inline-2');</script>
      <script nonce="${nonce}" data-eval="false">(window.demoScriptLog = window.demoScriptLog || []).push('opted-out');</script>
    </section>
  </article>`;
  return layout(ctx, { title: text.title, body });
}

export function deliveryPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.delivery;
  const body = html`<section class="content-page">
    <h1>${text.title}</h1>
    ${text.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
  </section>`;
  return layout(ctx, { title: text.title, body });
}

export function clockPage(ctx: PageContext, cacheControl: string) {
  const text = strings[ctx.culture].pages.clock;
  const time = new Date().toISOString();
  const body = html`<section class="content-page">
    <h1>${text.title}</h1>
    <p id="server-time" data-time="${time}">${text.serverTime.replace('{{time}}', time)}</p>
    <p><code id="request-cache-control">${cacheControl || '—'}</code></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
