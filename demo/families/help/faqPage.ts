/**
 * The FAQ (issue 15): each question a collapse (widgets/content/collapse), one open at a time;
 * without JavaScript every answer is readable under its question. `#<answer id>` in the address
 * opens that answer.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { FAQ_IDS } from './faqIds';
import { strings } from './strings';

export function faqPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.faq;
  const body = html`<section class="content-page faq-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <div class="faq">
      ${text.questions.map(
        (
          item,
          index,
        ) => html`<div class="faq__item" data-widget="collapse" data-hydrate="load" data-group="faq">
          <h2 class="faq__question" data-collapse-title>${item.question}</h2>
          <div class="faq__answer" data-collapse-panel id="${FAQ_IDS[index] ?? `faq-${index + 1}`}"><p>${item.answer}</p></div>
        </div>`,
      )}
    </div>
    <p class="faq__more">${text.more} <a href="${cultureRoot(ctx)}contact">${text.contact}</a></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
