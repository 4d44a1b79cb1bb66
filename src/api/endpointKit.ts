/**
 * The shape of an entry of the endpoint list (src/api/endpoints.ts, from which
 * `npm run docs` writes docs/endpoints.md), shared by the files that list a family's calls.
 */
import type * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '../core/http';

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
  /** What the shopper sees for each failure (issue 16 §4), true to the caller's code. */
  faults: Faults;
  /** The specification section it follows, or OUR_CONTRACT. */
  source: string;
}

export const html = (text: string): Answer => ({ kind: 'html', text });
export const json = (schema: z.ZodMiniType): Answer => ({ kind: 'json', schema });

/** The failures issue 16 §4 asks every endpoint to answer for, in the order of the tables. */
export const FAULTS = ['401', '404', '500', 'network', 'timeout', 'malformed'] as const;
export type Fault = (typeof FAULTS)[number];
export type Faults = Record<Fault, string>;

export const FAULT_NAMES: Record<Fault, string> = {
  '401': '401',
  '404': '404',
  '500': '500',
  network: 'network error',
  timeout: `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`,
  malformed: 'malformed answer',
};

/** spec 000 §8: the login modal (class login-modal), coming back to this page. */
export const LOGIN = 'the login modal, back to this page';
export const UNKNOWN = 'the generic error modal (Manager.UnknowsErrors)';
/** What "malformed" means for an answer that is not parsed. */
export const HTML_AS_IS = 'n/a: the HTML is inserted as it comes';
export const NOT_READ = 'n/a: the body is not read';

const then = (cell: string, after: string) => (after ? `${cell}; ${after}` : cell);

/**
 * A call that leaves its failures to the policy of spec 000 §8 (`reportProblem`): 401 the login
 * modal, 404 logged only, 500 and a timeout the generic error modal (decision 047), a network
 * failure a console warning. `after`: what the widget keeps or does then.
 */
export function policyFaults(after: string, malformed: string, overrides: Partial<Faults> = {}) {
  return {
    '401': then(LOGIN, after),
    '404': then('nothing shown (logged)', after),
    '500': then(UNKNOWN, after),
    network: then('nothing shown (a console warning)', after),
    timeout: then(UNKNOWN, after),
    malformed,
    ...overrides,
  } satisfies Faults;
}

export interface OwnOptions {
  /** Whose `Message` is said (classifyFailure's serverMessage): any refusal's by default. */
  server?: 'any' | 'client' | 'none';
  /** What a network failure or a timeout says; Manager.NetworkError by default. */
  network?: string;
  /** What the widget keeps or does after any failure. */
  after?: string;
  /** A malformed answer, when it is not the fallback sentence (HTML_AS_IS, NOT_READ…). */
  malformed?: string;
}

/**
 * A caller that shows its own sentence (`failureMessage`, spec 001 §8) in `where` (a toast, the
 * dialog…): 401 the login modal; a refusal the server's `Message`, else `fallback`; a network
 * failure or a timeout Manager.NetworkError (or the caller's sentence); a malformed answer the
 * fallback.
 */
export function ownFaults(where: string, fallback: string, options: OwnOptions = {}) {
  const { server = 'any', network = 'Manager.NetworkError', after = '', malformed } = options;
  const refusal = (allowed: boolean) =>
    `${where}: ${allowed ? `the server \`Message\`, else ${fallback}` : fallback}`;
  return {
    '401': then(LOGIN, after),
    '404': then(refusal(server !== 'none'), after),
    '500': then(refusal(server === 'any'), after),
    network: then(`${where}: ${network}`, after),
    timeout: then(`${where}: ${network}`, after),
    malformed: malformed ?? then(`${where}: ${fallback}`, after),
  } satisfies Faults;
}

/** Every failure shows `cell`; a 401 opens the login modal first. */
export function sameFaults(cell: string, overrides: Partial<Faults> = {}) {
  return {
    '401': then(LOGIN, cell),
    '404': cell,
    '500': cell,
    network: cell,
    timeout: cell,
    malformed: cell,
    ...overrides,
  } satisfies Faults;
}
