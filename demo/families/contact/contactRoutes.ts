/** The contact family of the demo CMS (issue 3 §5): the contact form and the newsletter. */
import { Hono } from 'hono';
import { culturePage, renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { messagePage, postedForm, tokenOk } from '../../shared/formPost';
import { html } from '../../shared/html';
import { contactPage } from './contactPage';
import { strings } from './strings';

export function contactFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/contact', (c) => renderPage(c, 'contact', contactPage));
  routes.post('/:culture/contact', async (c) => {
    const fields = await postedForm(c);
    const valid =
      tokenOk(c, fields) &&
      fields.Name &&
      /.+@.+\..+/.test(fields.Email ?? '') &&
      fields.Consent === 'true';
    if (!valid) return renderPage(c, 'contact', contactPage, 422);
    return renderPage(c, 'contact', (ctx) => {
      const text = strings[ctx.culture].pages.contact;
      return messagePage(ctx, text.title, text.sent);
    });
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
