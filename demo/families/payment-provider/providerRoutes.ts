/**
 * The demo's stand-in for the card payment provider (issue 12; decision 032): this machine
 * cannot reach Adyen, so the demo serves a provider of its own, `demopay`: a registration
 * script, a card form module, the payment of a session (one per session), a confirmation step
 * (a redirect to a challenge page and back with `sessionId` and `redirectResult`) and the
 * details call that settles it. Test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002
 * is refused, 4000 0000 0000 3220 needs the confirmation step. The outcome is recorded on the
 * server (checkout's settlePayment), never taken from the browser alone.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { pageContext, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { paymentSessionById, settlePayment } from '../checkout/public';
import { challengePage } from './challengePage';
import { formModule } from './formModule';
import { registerScript } from './registerScript';

const JS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' };
export const TEST_CARDS = {
  success: '4111111111111111',
  refused: '4000000000000002',
  challenge: '4000000000003220',
};

/** A same-origin return path (docs/architecture.md §5 security), or undefined. */
function samePath(address: unknown, requestUrl: string): string | undefined {
  if (typeof address !== 'string') return undefined;
  try {
    const url = new URL(address, requestUrl);
    return url.origin === new URL(requestUrl).origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

const returnPaths = new Map<string, string>();

export function paymentProviderFamily(): Family {
  const routes = new Hono<Env>();
  const dir = '/payment-provider';
  routes.get(`${dir}/demopay.js`, (c) => c.body(registerScript(c.var.base), 200, JS));
  routes.get(`${dir}/form.js`, (c) => {
    const culture = c.req.query('culture');
    const shown = culture && culture in c.var.strings ? culture : c.var.session.culture;
    return c.body(formModule(translatorFor(c, shown as typeof c.var.session.culture)), 200, JS);
  });

  routes.post(`${dir}/sessions/:id/payments`, async (c) => {
    const record = paymentSessionById(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (!record || body.sessionData !== record.sessionData)
      return c.json({ resultCode: 'Error' }, 404);
    const challengeUrl = `${c.var.base}payment-provider/challenge/${record.id}`;
    if (!record.result) {
      const back = samePath(body.returnUrl, c.req.url);
      if (body.number === TEST_CARDS.challenge && back) {
        returnPaths.set(record.id, back);
        record.result = 'RedirectShopper';
      } else {
        record.result = settlePayment(c.var.session, record, body.number === TEST_CARDS.success);
      }
    }
    return c.json(
      record.result === 'RedirectShopper'
        ? { resultCode: record.result, url: challengeUrl }
        : { resultCode: record.result },
    );
  });

  routes.get(`${dir}/challenge/:id`, (c) => {
    const record = paymentSessionById(c.req.param('id'));
    if (record?.result !== 'RedirectShopper') return c.notFound();
    const ctx = pageContext(c, c.var.session.culture, 'payment-provider/challenge');
    return c.html(challengePage(ctx, record) as string);
  });

  routes.post(`${dir}/challenge/:id`, async (c) => {
    const record = paymentSessionById(c.req.param('id'));
    const back = record && returnPaths.get(record.id);
    if (!record || !back) return c.notFound();
    const body = await c.req.parseBody();
    const token = randomBytes(12).toString('base64url');
    record.redirectResults.set(token, body.choice === 'confirm');
    const query = new URLSearchParams({ sessionId: record.id, redirectResult: token });
    return c.redirect(`${back}?${query}`, 303);
  });

  routes.post(`${dir}/sessions/:id/details`, async (c) => {
    const record = paymentSessionById(c.req.param('id'));
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const confirmed = record?.redirectResults.get(String(body.redirectResult ?? ''));
    if (!record || confirmed === undefined) return c.json({ resultCode: 'Error' }, 422);
    record.result = settlePayment(c.var.session, record, confirmed);
    return c.json({ resultCode: record.result });
  });

  return { name: 'payment-provider', routes };
}
