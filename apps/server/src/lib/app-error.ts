import type { ApiErrorBody, ErrorCode } from '@academy/shared/errors';

/** Thrown anywhere; the error handler turns it into the API's `{ message, errors? }` body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiErrorBody['errors'],
    readonly headers?: Record<string, string>,
    /** A machine-readable reason the client acts on (see ERROR_CODES). */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ApiErrorBody['errors']) =>
  new AppError(400, message, errors);
/** A 400 about one field: its message is the answer's and the field's. */
export const fieldError = (param: string, message: string) =>
  badRequest(message, [{ param, msg: message }]);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const unauthorized = (message = 'Not authenticated') => new AppError(401, message);
/** A 403 that is not "subscription required": its code keeps the client from redirecting. */
export const forbidden = (message: string, code: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code);
export const conflict = (message: string) => new AppError(409, message);
