import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings as sharedStrings } from '../../shared/strings/index';
import { strings } from './strings';

export function notFoundPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.notFound;
  const body = html`<section class="notice">
    <h1>${text.title}</h1>
    <p>${text.body}</p>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}">${sharedStrings[ctx.culture].pages.nav.home}</a></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
