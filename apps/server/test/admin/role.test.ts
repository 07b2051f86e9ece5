import { describe, expect, it } from 'vitest';
import { AdminError, createAdminCommands } from '../../src/admin/commands.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';

const { app, database, config } = await buildTestApp();
const admin = createAdminCommands(database.db, config);

const profileRole = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).json().role;

describe('roles', () => {
  it('start as student, change only through the admin command, and show at once', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    expect(await profileRole(cookie)).toBe('student');

    expect(await admin.setRole(email.toUpperCase(), 'tutor')).toMatchObject({
      email,
      role: 'tutor',
      previousRole: 'student',
    });
    expect(await profileRole(cookie)).toBe('tutor');

    await expect(admin.setRole(email, 'owner')).rejects.toBeInstanceOf(AdminError);
    await expect(admin.setRole('nobody@example.com', 'parent')).rejects.toThrow(
      'No user with email',
    );
  });

  it('cannot be taken through the profile', async () => {
    const { cookie } = await signUpVerified(app, database);
    const res = await jsonCall(app, 'PATCH', '/api/profile', { role: 'admin' }, cookie);
    expect(res.statusCode).toBeLessThan(500);
    expect(await profileRole(cookie)).toBe('student');
  });
});
