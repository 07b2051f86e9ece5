import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@academy/shared/errors';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
};
const UNREADABLE = { status: 400, message: 'The request could not be read' };

/**
 * A request Node's HTTP parser cannot read never reaches a route or the error handler: Fastify
 * answers it on the socket. This gives it the API's error shape (DESIGN.md) instead of Fastify's
 * `{ error, message: "Client Error", statusCode }`, and otherwise does what Fastify's default does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // A reset connection is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && CLIENT_ERRORS[error.code]) || UNREADABLE;
  this.log.trace({ err: error }, 'unreadable request');
  if (socket.writable) {
    const body = JSON.stringify({ message } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The router refuses malformed escapes (400) and over-long ids (414) before any hook runs: this
 * answers those in the API's error shape too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .send({ message: status === 414 ? 'URL too long' : 'Invalid URL' } satisfies ApiErrorBody);
}
