import { testMessages } from '@academy/shared/tests';
import { notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed attempt id names nobody's attempt: 404, as another user's would. */
export function attemptIdOf(raw: string): string {
  if (!UUID.test(raw)) throw notFound(testMessages.attemptNotFound);
  return raw.toLowerCase();
}
