import type { z } from 'zod';
import { AppError } from './app-error.ts';

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
    items.set(JSON.stringify([param, issue.message]), { param, msg: issue.message });
  }
  const errors = [...items.values()];
  throw new AppError(400, errors[0]?.msg ?? 'Invalid input', errors);
}
