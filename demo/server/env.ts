import type { Session } from './session';

/** Hono variables every demo route can read. */
export type Env = {
  Variables: {
    session: Session;
  };
};
