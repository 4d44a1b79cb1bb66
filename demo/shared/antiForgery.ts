/**
 * The anti-forgery check of the demo CMS (docs/architecture.md §5): unsafe calls must send the
 * session's token in the RequestVerificationToken header, as the bundle does.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from './env';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const antiForgery: MiddlewareHandler<Env> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    // The header (the bundle's calls) or the hidden field of a form posted without script.
    const type = c.req.header('Content-Type') ?? '';
    const form = /form-urlencoded|multipart\/form-data/.test(type)
      ? await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      : {};
    const sent = c.req.header('RequestVerificationToken') ?? form.__RequestVerificationToken;
    if (sent !== c.var.session.antiForgeryToken) {
      return c.json({ Message: 'The anti-forgery token is missing or invalid.' }, 400);
    }
  }
  return next();
};
