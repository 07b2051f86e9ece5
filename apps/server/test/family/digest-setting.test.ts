// The weekly digest's setting on /family (GET/PUT /api/family/digest): the way back after the
// mail's one-click opt-out, and a way to stop it from the page. The digest job reads the same
// list (digestParents); its mails are digest.test.ts's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { optOutSignature } from '../../src/features/family/opt-out.ts';
import { createFamilyRepository } from '../../src/features/family/repository.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { linkedFamily } from './helpers.ts';

const { app, database } = await buildTestApp();
const repo = createFamilyRepository(database.db);

describe('the weekly digest setting', () => {
  it('turns the digest back on after the mailed opt-out, and off again, for the job too', async () => {
    const { parent } = await linkedFamily(app, database);
    const [account] = await database.db.select().from(users).where(eq(users.email, parent.email));
    const parentId = account!.id;
    const setting = () => jsonCall(app, 'GET', '/api/family/digest', undefined, parent.cookie);
    const put = (body: unknown) => jsonCall(app, 'PUT', '/api/family/digest', body, parent.cookie);
    const gets = async () => (await repo.digestParents()).some((p) => p.id === parentId);

    expect((await setting()).json()).toEqual({ subscribed: true });
    expect(await gets()).toBe(true);

    // The mail's one-click link, signed out.
    const { optOutKey } = await repo.digestSettings(parentId);
    const optedOut = await jsonCall(app, 'POST', '/api/family/digest/opt-out', {
      parent: parentId,
      sig: optOutSignature(optOutKey, parentId),
    });
    expect(optedOut.statusCode).toBe(200);
    expect((await setting()).json()).toEqual({ subscribed: false });
    expect(await gets()).toBe(false);

    // A click too many: /family turns it back on.
    const back = await put({ subscribed: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ subscribed: true });
    expect((await setting()).json()).toEqual({ subscribed: true });
    expect(await gets()).toBe(true);

    // And off from the page.
    expect((await put({ subscribed: false })).json()).toEqual({ subscribed: false });
    expect(await gets()).toBe(false);

    expect((await put({ subscribed: 'yes' })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
  });
});
