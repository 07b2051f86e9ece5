import { profileUpdateSchema } from '@academy/shared/profile';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { toAuthUser } from '../../lib/user-profile.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProfileRepository } from './repository.ts';

export async function profileRoutes(app: FastifyInstance, opts: { db: Db }) {
  const repo = createProfileRepository(opts.db);
  app.addHook('preHandler', app.requireUser);

  app.get('/profile', async (request) => toAuthUser(currentUser(request)));

  // Email is not part of the schema, so it cannot be changed here; an absent phone or state
  // clears the stored value (SPEC §5: empty values are sent as absent).
  app.patch('/profile', async (request) => {
    const input = parseInput(profileUpdateSchema, request.body);
    const updated = await repo.update(currentUser(request).id, {
      firstname: input.firstname,
      lastname: input.lastname,
      phoneNumber: input.phoneNumber ?? null,
      state: input.state ?? null,
      ...(input.extendedTime && { extendedTime: input.extendedTime }),
    });
    // The name on Stripe's receipts and invoices follows (decision 054).
    await app.customerContacts.sendSoon(updated.id);
    return toAuthUser(updated);
  });
}
