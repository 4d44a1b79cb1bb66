import type { Session } from './session';

/** Hono variables every demo route can read. */
export type Env = {
  Variables: {
    session: Session;
    /** CSP nonce of this response. */
    nonce: string;
  };
};
