import type { AuthUser, Profile } from '@academy/shared/profile';

/** The student the web tests sign in, on a Monthly plan; a test spreads in what it changes. */
export const ada: AuthUser = {
  _id: 'u1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  subscriptionTier: 'Monthly',
  createdAt: '2024-01-01T00:00:00.000Z',
  emailVerified: true,
  role: 'student',
};

const { _id: _, ...profile } = ada;
/** Her profile, as GET /profile answers it (no _id). */
export const adaProfile: Profile = profile;
