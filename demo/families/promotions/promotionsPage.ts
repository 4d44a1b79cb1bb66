/**
 * The promotions pages of the demo CMS (issue 15; spec 001 §3, §4): a banner with a countdown
 * and a newsletter popup, and a flash sale whose countdown ends a few seconds after it starts.
 * A popup or banner the shopper closed (the popup memory cookie) is left out of the page.
 */
import { parseHidden } from '../../../src/api/popupMemory';
import { cultureRoot, type PageContext } from '../../shared/context';
import { field } from '../../shared/formKit';
import { antiForgeryField } from '../../shared/formPost';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';

export const BANNER_ID = 'black-friday-2026';
export const POPUP_ID = 'newsletter-2026';
export const FLASH_ID = 'flash-sale';

/** Whether the shopper closed `id` before (the CMS honours the popup memory too). */
const closed = (memory: string | undefined, id: string, now: number) =>
  parseHidden(memory, now).some((entry) => entry.id === id);

/** Black Friday ends four days after today, at 23:00 UTC: the same end all day long. */
export function blackFridayEnd(now: number): Date {
  const today = new Date(now);
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 4, 23),
  );
}

export function promotionsPage(ctx: PageContext, memory: string | undefined, now: number) {
  const text = strings[ctx.culture].pages.promotions;
  const root = cultureRoot(ctx);
  const banner = closed(memory, BANNER_ID, now)
    ? ''
    : html`<div data-widget="banner" data-id="${BANNER_ID}" data-title="${text.bannerTitle}"
      data-end-datetime="${blackFridayEnd(now).toISOString()}" class="promotions-banner">
      <p>${text.bannerText} <a href="${root}catalog">${text.bannerLink}</a></p>
    </div>`;
  const popup = closed(memory, POPUP_ID, now)
    ? ''
    : html`<div data-widget="popup" data-id="${POPUP_ID}" data-title="${text.popupTitle}"><template>
      <p>${text.popupText}</p>
      <form class="form" method="post" action="${root}newsletter/subscribe" data-ajax="true"
        data-ajax-update="#popup-newsletter-result" data-ajax-mode="replace-with">
        ${antiForgeryField(ctx)}
        ${field(ctx.t, { name: 'NewsletterEmail', label: text.newsletterEmail, type: 'email', autocomplete: 'email', rules: [{ rule: 'required' }, { rule: 'email' }] })}
        <p><button type="submit" class="button button--primary">${text.newsletterSubmit}</button></p>
      </form>
      <div id="popup-newsletter-result"></div>
    </template></div>`;
  const body = html`${banner}<section class="content-page promotions-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <ul class="promotions-offers">
      ${text.offers.map(
        (title, index) =>
          html`<li class="promotions-offer"><h2>${title}</h2><p>${text.offerTexts[index]}</p></li>`,
      )}
    </ul>
    ${popup}
  </section>`;
  return layout(ctx, { title: text.title, body, bodyClass: 'promotions' });
}

/** The page's end callback (data-on-end): says so in a status line instead of reloading. */
const CALLBACK = (done: string) =>
  `window.vitrineDemo=window.vitrineDemo||{};window.vitrineDemo.flashSaleEnded=function(){` +
  `var s=document.getElementById('flash-status');if(s)s.textContent=${JSON.stringify(done)};};`;

export function endingPage(ctx: PageContext, end: Date, callback: boolean, now: number) {
  const text = strings[ctx.culture].pages.ending;
  const again = `${cultureRoot(ctx)}promotions/ending${callback ? '?onend=callback' : ''}`;
  const running = end.getTime() > now;
  const content = running
    ? html`<div data-widget="banner" data-id="${FLASH_ID}-${end.getTime()}" data-title="${text.bannerTitle}"
        data-end-datetime="${end.toISOString()}" data-format="DD/MM/YYYY HH:mm"
        ${callback ? raw('data-on-end="vitrineDemo.flashSaleEnded"') : ''} class="promotions-banner">
        <p>${text.bannerText}</p>
      </div>`
    : html`<p class="promotions-ended" role="status">${text.ended}</p>`;
  const body = html`${content}<section class="content-page promotions-page">
    <h1>${text.title}</h1>
    <p>${running ? text.intro : ''} ${callback ? text.callbackMode : text.reloadMode}</p>
    <p id="flash-status" role="status"></p>
    <p><a href="${again}" data-no-ajax>${text.again}</a></p>
    ${callback ? html`<script nonce="${ctx.nonce}">${raw(CALLBACK(text.callbackDone))}</script>` : ''}
  </section>`;
  return layout(ctx, { title: text.title, body, bodyClass: 'promotions' });
}
