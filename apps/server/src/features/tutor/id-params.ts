import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';

const uuidParam = z.uuid();
const serialParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * A malformed id is a 400 before the role check, as everywhere: the answer tells nothing about
 * who may call, and a client's bug reads as a bug.
 */
const validId = (parse: (raw: string) => boolean) => async (request: FastifyRequest) => {
  if (!parse(idOf(request))) throw badRequest('Invalid id', [{ param: 'id', msg: 'Invalid id' }]);
};
/** A row's uuid (users, evaluations). */
export const uuidId = validId((raw) => uuidParam.safeParse(raw).success);
/** A row's bigserial (notes, reports). */
export const serialId = validId(
  (raw) => /^\d{1,15}$/.test(raw) && serialParam.safeParse(raw).success,
);
