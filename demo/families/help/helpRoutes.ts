/** The help family of the demo CMS (issue 15): the FAQ page. */
import { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { faqPage } from './faqPage';
import { strings } from './strings';

export function helpFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/faq', (c) => renderPage(c, 'faq', faqPage));
  return { name: 'help', routes, strings };
}
