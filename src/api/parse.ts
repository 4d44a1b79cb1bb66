/**
 * Answers are checked against the contract before a widget sees them (docs/architecture.md
 * §11, decision 014): a malformed answer is an error the widget shows, never a crash deeper
 * down. `getJson`/`postJson` send and parse in one step; paths are relative to the application
 * path, without a leading slash, as the `*_PATH` constants of src/api are.
 */
import type * as z from 'zod/mini';
import { type RequestOptions, request } from '../core/http';

export class MalformedAnswerError extends Error {
  override readonly name = 'MalformedAnswerError';
}

export function parseAnswer<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  what: string,
): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  console.error(`[vitrine] malformed answer from ${what}${where}`, data);
  throw new MalformedAnswerError(`malformed answer from ${what}`);
}

type Options = Omit<RequestOptions, 'method' | 'data' | 'responseType'>;

/** GET {app}/path, answer parsed with `schema`. */
export async function getJson<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: Options = {},
): Promise<z.infer<S>> {
  const data = await request<unknown>(path, { ...options, method: 'GET' });
  return parseAnswer(schema, data, path);
}

/** POST {app}/path with `body` (JSON, or a form as it is), answer parsed with `schema`. */
export async function postJson<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  body?: unknown,
  options: Options = {},
): Promise<z.infer<S>> {
  const data = await request<unknown>(path, { ...options, method: 'POST', data: body });
  return parseAnswer(schema, data, path);
}
