/**
 * The tyre family of the demo CMS (issue 13; spec 001 §2, §3, §7, §8): the appointment page and
 * its booking, the inscriptions form, and the availability API. The cookie
 * `vitrine_tyres_demo=error` makes the availability answer `{Error, ErrorMessage}` (for the
 * e2e tests and QA: spec 001 §8).
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { messagePage, postedForm, tokenOk } from '../../shared/formPost';
import { appointmentPage } from './appointmentPage';
import { availabilityOf, dayStatus, slotsOf, yyyymmdd } from './availability';
import { bookedOf } from './bookings';
import { inscriptionsPage } from './inscriptionsPage';
import { strings } from './strings';

export const TYRES_ERROR_COOKIE = 'vitrine_tyres_demo';

/** spec 001 §3: `{dates: [{year, month}]}`, at most a year of months. */
const requestSchema = z.object({
  dates: z
    .array(
      z.object({
        year: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
        month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
      }),
    )
    .check(z.minLength(1), z.maxLength(12)),
});

/** Date as posted: yyyy-mm-dd (the widget and the date input) or yyyymmdd. */
const dayOfField = (value: string) => value.replaceAll('-', '');

export function tyresFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/tyres/appointment', (c) =>
    renderPage(c, 'tyres/appointment', (ctx) => appointmentPage(ctx)),
  );
  routes.post('/:culture/tyres/appointment', async (c) => {
    const fields = await postedForm(c);
    // spec 001 §5: a plate keeps only letters and digits (typed without script: cleaned here).
    fields.Plate = (fields.Plate ?? '').replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
    const day = dayOfField(fields.Date ?? '');
    const slot = fields.Slot ?? '';
    const today = yyyymmdd(new Date());
    const now = new Date();
    const last = yyyymmdd(new Date(now.getFullYear(), now.getMonth() + 3, now.getDate()));
    const valid =
      tokenOk(c, fields) &&
      (fields.Name ?? '').trim() &&
      /.+@.+\..+/.test(fields.Email ?? '') &&
      fields.Plate &&
      /^\d{8}$/.test(day) &&
      day >= today &&
      day <= last;
    const session = c.var.session;
    return renderPage(c, 'tyres/appointment', (ctx) => {
      const text = strings[ctx.culture].pages.appointment;
      if (!valid) return appointmentPage(ctx, { values: fields, error: text.invalid });
      const free = slotsOf(day, bookedOf(session)).Slots.find((s) => s.Value === slot);
      if (!free) return appointmentPage(ctx, { values: fields, error: text.taken });
      bookedOf(session).add(`${day}-${slot}`);
      const date = new Intl.DateTimeFormat(ctx.locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(
        new Date(
          Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6))),
        ),
      );
      const message = text.confirmed
        .replace('{{date}}', date)
        .replace('{{slot}}', free.Name)
        .replace('{{plate}}', fields.Plate ?? '');
      return messagePage(ctx, text.confirmedTitle, message);
    });
  });
  routes.get('/:culture/tyres/inscriptions', (c) =>
    renderPage(c, 'tyres/inscriptions', inscriptionsPage),
  );
  routes.post('/:culture/tyres/inscriptions', async (c) => {
    const fields = await postedForm(c);
    if (!tokenOk(c, fields)) return c.text('Bad request', 400);
    return renderPage(c, 'tyres/inscriptions', (ctx) => {
      const text = strings[ctx.culture].pages.inscriptions;
      return messagePage(ctx, text.title, text.sent);
    });
  });

  routes.post('/api/v1/tyrestream/availability', async (c) => {
    const parsed = requestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ Message: 'dates: [{year, month}] expected' }, 400);
    if (getCookie(c, TYRES_ERROR_COOKIE) === 'error') {
      const culture = c.var.session.culture;
      return c.json({
        Error: true as const,
        ErrorMessage: strings[culture].pages.appointment.planningError,
      });
    }
    return c.json(availabilityOf(parsed.data.dates));
  });
  routes.get('/api/v1/tyrestream/availability/:day', (c) => {
    const day = c.req.param('day');
    if (!/^\d{8}$/.test(day) || dayStatus(day) === undefined) return c.json({ Slots: [] });
    return c.json(slotsOf(day, bookedOf(c.var.session)));
  });
  return { name: 'tyres', routes, strings };
}
