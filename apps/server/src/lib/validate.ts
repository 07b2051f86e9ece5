import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Parses a request part with a shared zod schema. Every failing rule becomes one
 * `{ param, msg }` item, so a form can show all of a field's failed criteria at once.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    param: issue.path.map(String).join('.') || 'body',
    msg: issue.message,
  }));
  throw new AppError(400, errors[0]?.msg ?? 'Invalid input', errors);
}
