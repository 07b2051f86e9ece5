// Writes a tutor's account (role tutor, address verified) into the configured database before a
// server starts on it: the end-to-end runs need a tutor, roles are given only by an
// administrator, and the admin command cannot open the embedded database while a server holds
// it. e2e/serve.ts runs it with the server's env plus SEED_TUTOR_EMAIL and SEED_TUTOR_PASSWORD.
import { loadConfig } from '../../src/config.ts';
import { openConfiguredDatabase } from '../../src/db/open-from-config.ts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/features/auth/password.ts';

const { SEED_TUTOR_EMAIL: email, SEED_TUTOR_PASSWORD: password } = process.env;
if (!email || !password) throw new Error('SEED_TUTOR_EMAIL and SEED_TUTOR_PASSWORD are required');

const database = await openConfiguredDatabase(loadConfig(process.env));
await database.migrate();
await database.db
  .insert(users)
  .values({
    email,
    firstname: 'Maya',
    lastname: 'Okafor',
    passwordHash: await hashPassword(password),
    role: 'tutor',
    emailVerifiedAt: new Date(),
  })
  .onConflictDoNothing();
await database.close();
