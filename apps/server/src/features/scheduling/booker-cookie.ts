import { hash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A month: longer than any checkout stays open (Stripe's expire within a day).
const MAX_AGE_S = 30 * 86_400;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The booking cookie: a random id of the browser that booked, set when a booking's checkout is
 * created. A new booking closes the older open checkouts of the same browser (or signed-in
 * user), never those of someone who typed the same contact. httpOnly, so no script reads it;
 * only its hash is stored.
 */
export function bookerCookie(secure: boolean) {
  // __Host- pins the cookie to our host over HTTPS; browsers refuse it without Secure.
  const name = secure ? '__Host-academy_booker' : 'academy_booker';
  return {
    /** This browser's booker id (kept, or a new one), set on the reply; its hash is returned. */
    claim(request: FastifyRequest, reply: FastifyReply): string {
      const sent = request.cookies[name];
      const token = sent && TOKEN.test(sent) ? sent : randomBytes(16).toString('base64url');
      reply.setCookie(name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: MAX_AGE_S,
      });
      return hash('sha256', token, 'hex');
    },
    /** The hash of this browser's booker id when it has one; nothing is set. */
    peek(request: FastifyRequest): string | undefined {
      const sent = request.cookies[name];
      return sent && TOKEN.test(sent) ? hash('sha256', sent, 'hex') : undefined;
    },
  };
}
