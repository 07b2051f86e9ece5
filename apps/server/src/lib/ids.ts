import { isValidId } from '@academy/shared/catalog';
import { badRequest } from './app-error.ts';

/** A path id must look like a bank id: malformed ones are 400, unknown ones 404 later. */
export function parseId(value: unknown, name = 'id'): string {
  if (typeof value !== 'string' || !isValidId(value)) {
    throw badRequest(`Invalid ${name}`, [{ param: name, msg: `Invalid ${name}` }]);
  }
  return value;
}
