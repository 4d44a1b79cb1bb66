/**
 * JSON calls checked against the contract (docs/architecture.md §11): every answer is parsed
 * with the schema the widgets read it through, so a malformed answer is a
 * MalformedAnswerError the widget shows, never a crash deeper down. Paths are relative to the
 * application path, without a leading slash, as the `*_PATH` constants of src/api are.
 */
import type * as z from 'zod/mini';
import { type RequestOptions, request } from '../core/http';
import { parseAnswer } from './parse';

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
