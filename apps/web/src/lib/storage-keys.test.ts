import { expect, it } from 'vitest';
import { AUTH_USER_STORAGE_KEY as shared } from '@academy/shared/auth';
import { AUTH_USER_STORAGE_KEY } from './storage-keys';

it('uses the shared auth_user storage key', () => {
  expect(AUTH_USER_STORAGE_KEY).toBe(shared);
});
