import { pageContent } from '../../data/content';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';

export function notFoundPage(ctx: PageContext) {
  const text = pageContent[ctx.culture].notFound;
  const body = html`<section class="notice">
    <h1>${text.title}</h1>
    <p>${text.body}</p>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}">${pageContent[ctx.culture].nav.home}</a></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
