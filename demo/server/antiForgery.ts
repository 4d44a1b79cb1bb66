/**
 * The anti-forgery check of the demo CMS (ARCHITECTURE.md §5): unsafe calls must send the
 * session's token in the RequestVerificationToken header, as the bundle does.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const antiForgery: MiddlewareHandler<Env> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    if (c.req.header('RequestVerificationToken') !== c.var.session.antiForgeryToken) {
      return c.json({ Message: 'The anti-forgery token is missing or invalid.' }, 400);
    }
  }
  return next();
};
