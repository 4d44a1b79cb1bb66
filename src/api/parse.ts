/**
 * Answers are checked against the contract before a widget sees them: a malformed answer
 * is an error the widget shows, never a crash deeper down.
 */
import type * as z from 'zod/mini';

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
