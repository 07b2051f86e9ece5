import type { z } from 'zod';
import { AppError } from './app-error.ts';

const BODY_NOT_OBJECT = 'Request body must be a JSON object';

/**
 * Parses a request part with a shared zod schema. Every failing rule becomes one
 * `{ param, msg }` item, so a form can show all of a field's failed criteria at once; rules that
 * share a message (a page that is neither whole nor under the highest) say it once.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const items = new Map<string, { param: string; msg: string }>();
  for (const issue of result.error.issues) {
    const param = issue.path.map(String).join('.') || 'body';
    // A list or a number where the body's object belongs: the validator's words would be a type's.
    const msg = param === 'body' && issue.code === 'invalid_type' ? BODY_NOT_OBJECT : issue.message;
    items.set(JSON.stringify([param, msg]), { param, msg });
  }
  const errors = [...items.values()];
  throw new AppError(400, errors[0]?.msg ?? 'Invalid input', errors);
}
