import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { AccountRepository } from './account-repository.ts';
import { accountMailReader, newSignInMail } from './account-mails.ts';
import { deviceLabel } from './device-label.ts';
import type { SignInListener } from './sessions.ts';

// Browsers cap a cookie's life at 400 days; each sign-in renews it.
const DEVICE_COOKIE_MS = 400 * 86_400_000;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const deviceCookieName = (secure: boolean) => (secure ? '__Host-academy_device' : 'academy_device');

/** The device id the browser sent, when it is one this server could have given. */
function sentDeviceId(request: FastifyRequest, secure: boolean) {
  const sent = request.cookies[deviceCookieName(secure)];
  return sent && DEVICE_ID.test(sent) ? sent : undefined;
}

/** The stored form of the browser's device id, as `known_devices` keeps it; none sent: null. */
export function sentDeviceHash(request: FastifyRequest, config: Pick<Config, 'session'>) {
  const deviceId = sentDeviceId(request, config.session.secureCookie);
  return deviceId ? sha256Hex(deviceId) : null;
}

/**
 * The stored form of the browser's device id when the account with `email` has signed in from
 * it before, else null: the sign-in lock counts that browser apart (sign-in-throttle.ts).
 */
export async function knownDeviceOf(
  request: FastifyRequest,
  config: Pick<Config, 'session'>,
  repo: Pick<AccountRepository, 'isKnownDeviceOf'>,
  email: string,
) {
  const device = sentDeviceHash(request, config);
  return device !== null && (await repo.isKnownDeviceOf(email, device)) ? device : null;
}

/**
 * Knows the browsers each account has signed in from, by a random id in a long-lived httpOnly
 * cookie (only its SHA-256 stored), and mails the owner when a new one signs in. The account's
 * first device (its sign-up) is recorded without a mail, and the owner may turn the mails off.
 */
export function createNewDeviceWatch(
  repo: AccountRepository,
  config: Pick<Config, 'publicUrl' | 'session' | 'academy'>,
): SignInListener {
  const secure = config.session.secureCookie;
  const cookieName = deviceCookieName(secure);
  const profileUrl = `${config.publicUrl}/profile`;

  return async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const deviceId = sentDeviceId(request, secure) ?? randomBytes(16).toString('base64url');
    reply.setCookie(cookieName, deviceId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: new Date(Date.now() + DEVICE_COOKIE_MS),
    });
    const seen = await repo.recordDevice(userId, sha256Hex(deviceId));
    if (seen !== 'new') return;
    const owner = await repo.findAlertRecipient(userId);
    if (!owner?.newSignInAlerts) return;
    const device = deviceLabel(request.headers['user-agent']);
    const reader = accountMailReader(owner, config);
    await repo.queueMail(newSignInMail(reader, { device, at: new Date() }, profileUrl));
  };
}
