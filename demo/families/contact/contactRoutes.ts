/**
 * The contact family of the demo CMS (issue 3 §5, issue 15): the contact form with the form
 * helpers, the shops' search of its searchable select, and the newsletter.
 */
import { Hono } from 'hono';
import { STORE_SEARCH_PATH } from '../../../src/api/selectSearch';
import { culturePage, renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { messagePage, postedForm, tokenOk } from '../../shared/formPost';
import { html } from '../../shared/html';
import { contactErrors } from './contactCheck';
import { contactPage } from './contactPage';
import { searchStores } from './stores';
import { strings } from './strings';

export function contactFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/contact', (c) => renderPage(c, 'contact', contactPage));
  routes.post('/:culture/contact', async (c) => {
    const fields = await postedForm(c);
    if (!tokenOk(c, fields)) return c.text('Bad request', 400);
    const ctx = culturePage(c, 'contact');
    const errors = ctx ? contactErrors(ctx, fields) : {};
    if (Object.keys(errors).length > 0)
      return renderPage(c, 'contact', (page) => contactPage(page, { values: fields, errors }), 422);
    return renderPage(c, 'contact', (page) => {
      const text = strings[page.culture].pages.contact;
      return messagePage(page, text.title, text.sent);
    });
  });
  // The searchable select's remote search (decision 045): `q`, 1 to 30 characters.
  routes.get(`/${STORE_SEARCH_PATH}`, (c) => {
    const term = c.req.query('q') ?? '';
    if (term.trim().length < 1 || term.length > 30)
      return c.json({ Message: 'q: 1 to 30 characters expected' }, 400);
    return c.json(searchStores(term));
  });
  routes.post('/:culture/newsletter/subscribe', async (c) => {
    const fields = await postedForm(c);
    const culture = culturePage(c, '')?.culture ?? 'fr';
    if (!tokenOk(c, fields)) return c.text('Bad request', 400);
    const done = strings[culture].pages.contact.newsletterDone.replace(
      '{{email}}',
      fields.NewsletterEmail ?? '',
    );
    return c.html(
      html`<div id="newsletter-result"><p class="form-success" role="status">${done}</p></div>` as unknown as string,
    );
  });
  return { name: 'contact', routes, strings };
}
