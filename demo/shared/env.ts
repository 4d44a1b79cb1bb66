import type { Culture } from './culture';
import type { Session } from './session';
import type { StringResources } from './strings';

/**
 * Hono variables every demo route can read (`c.var`): the site settings are set once per
 * request by the app (docs/decisions/016-demo-by-family.md), never threaded through factories.
 */
export type Env = {
  Variables: {
    session: Session;
    /** CSP nonce of this response. */
    nonce: string;
    /** Application path, ending with '/': '/' or '/shop/'. */
    base: string;
    /** Version marker of the cookie policy (spec 000 §3 stamp). */
    consentStamp: string;
    /**
     * The string resources of the shared layer and every mounted family, merged, per culture
     * (server/strings.ts): what the localization family serves and what `ctx.t` looks up.
     */
    strings: Record<Culture, StringResources>;
  };
};
