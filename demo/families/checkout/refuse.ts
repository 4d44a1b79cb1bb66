/** A refusal of the checkout's address calls: `{Message}` in the asking page's culture. */
import type { Context } from 'hono';
import { translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';

export const refuse = (c: Context<Env>, key: string, status: 401 | 403 | 404 | 422) =>
  c.json({ Message: translatorFor(c, c.var.session.culture)(key) }, status);
