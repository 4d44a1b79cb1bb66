/**
 * The page context of an HTML fragment (widget/catalog/…, popups): no page around it, the
 * culture asked by `?culture=` (the asking page's), else the one given, else the session's.
 */
import type { Context } from 'hono';
import type { Culture } from '../data/catalog/types';
import { isCulture } from '../server/pages';
import type { PageContext } from './context';
import type { Env } from './env';

export function fragmentContext(
  c: Context<Env>,
  base: string,
  consentStamp: string,
  culture?: Culture,
): PageContext {
  const asked = c.req.query('culture') ?? '';
  return {
    culture: culture ?? (isCulture(asked) ? asked : c.var.session.culture),
    base,
    session: c.var.session,
    path: '',
    consentStamp,
    nonce: c.var.nonce,
    fragment: true,
    search: '',
  };
}
