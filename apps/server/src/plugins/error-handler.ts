import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@academy/shared/errors';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable, isStatementTimeout } from '../lib/database-errors.ts';

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Content-Type must be application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body must be valid JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body must be valid JSON' },
};

/** One place that turns any thrown error into the API's `{ message, errors? }` body. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.code ? { code: error.code } : {}),
      };
      if (error.headers) reply.headers(error.headers);
    } else if (error.code && FRAMEWORK_ERRORS[error.code]) {
      const known = FRAMEWORK_ERRORS[error.code]!;
      status = known.status;
      body = { message: known.message };
    } else if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      status = 400;
      body = { message: 'Request body must be valid JSON' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests, please try again later' };
    } else if (isDatabaseUnavailable(error) || isStatementTimeout(error)) {
      status = 503;
      body = { message: 'The service is temporarily unavailable. Please try again shortly.' };
      reply.header('retry-after', '5');
      const what = isStatementTimeout(error) ? 'statement timed out' : 'unavailable';
      request.log.error({ err: error }, `database ${what}`);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message || 'Bad request' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: 'Internal server error' };
    }
    return reply.status(status).type('application/json').send(body);
  });
}
