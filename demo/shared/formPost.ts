/**
 * Helpers of the demo's server-rendered forms: the anti-forgery field a form posts, reading a
 * posted form, checking its token, and the page that says a form was handled.
 */
import type { Context } from 'hono';
import type { PageContext } from './context';
import type { Env } from './env';
import { html } from './html';
import { layout } from './layout';

export const antiForgeryField = (ctx: PageContext) =>
  html`<input type="hidden" name="__RequestVerificationToken" value="${ctx.session.antiForgeryToken}" />`;

/**
 * The posted form's fields as text. A name posted twice keeps both values, joined by a comma,
 * as ASP.NET MVC binds them: a checkbox with its hidden `false` twin reads "true,false" when
 * ticked and "false" when not.
 */
export async function postedForm(c: Context<Env>): Promise<Record<string, string>> {
  const body = await c.req.parseBody({ all: true });
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String).join(',') : String(value),
    ]),
  );
}

/** Did the form post the session's anti-forgery token (spec 000 §5 hidden field)? */
export function tokenOk(c: Context<Env>, fields: Record<string, string>): boolean {
  return fields.__RequestVerificationToken === c.var.session.antiForgeryToken;
}

export function messagePage(ctx: PageContext, title: string, message: string) {
  const body = html`<section class="content-page"><h1>${title}</h1><p role="status">${message}</p></section>`;
  return layout(ctx, { title, body });
}
