/**
 * The shape of an entry of the endpoint list (src/api/endpoints.ts, from which
 * `npm run docs` writes docs/endpoints.md), shared by the files that list a family's calls.
 */
import type * as z from 'zod/mini';

/** Where the specification stops and the bundle had to decide. */
export const OUR_CONTRACT = 'not in the specification: our contract';

export type Answer =
  | { kind: 'json'; schema: z.ZodMiniType }
  /** JSON whose shape src/api does not parse (described in words). */
  | { kind: 'data'; text: string }
  | { kind: 'html'; text: string }
  | { kind: 'none' };

export interface Endpoint {
  /** What the call is for, in a few words. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * As the bundle builds it: `{app}` is the application path, `{culture}` the page's culture;
   * a path without either is relative to the application path. `(configurable)` means a data
   * attribute can name another address.
   */
  path: string;
  payload: string;
  answer: Answer;
  /** Widgets (by data-widget name) or modules that call it. */
  usedBy: string[];
  /** What a shopper sees when the CMS lacks it (404, 500 or no answer). */
  whenMissing: string;
  /** The specification section it follows, or OUR_CONTRACT. */
  source: string;
}

export const html = (text: string): Answer => ({ kind: 'html', text });
export const json = (schema: z.ZodMiniType): Answer => ({ kind: 'json', schema });
