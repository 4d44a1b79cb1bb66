/**
 * Who may use the editor area and the asset library's calls (issue 14): an editor of the CMS
 * (`editor: true`, demo/families/account/customers.ts). A visitor is asked to sign in (401), a
 * shopper is refused (403).
 */
import type { Context } from 'hono';
import { translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { customerByEmail } from '../account/public';
import { strings } from './strings';

export type Role = 'visitor' | 'shopper' | 'editor';

export const roleOf = (c: Context<Env>): Role => {
  const user = c.var.session.user;
  if (!user) return 'visitor';
  return customerByEmail(user)?.editor ? 'editor' : 'shopper';
};

/** The JSON refusal of a call for a visitor (401) or a shopper (403); undefined for an editor. */
export function apiRefusal(c: Context<Env>) {
  const role = roleOf(c);
  const culture = c.var.session.culture;
  if (role === 'visitor')
    return c.json({ Message: translatorFor(c, culture)('Security.LoginRequired') }, 401);
  if (role === 'shopper')
    return c.json({ Message: strings[culture].pages.errors.editorsOnly }, 403);
  return undefined;
}

/** The demo's failure switches (README "Asset library (editors)"): `upload-error`, `crop-error`. */
export const DEMO_COOKIE = 'vitrine_assets_demo';
export const failureOn = (c: Context<Env>, name: 'upload-error' | 'crop-error') =>
  (c.req.header('Cookie') ?? '').split(/;\s*/).some((pair) => pair === `${DEMO_COOKIE}=${name}`);
