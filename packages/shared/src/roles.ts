/**
 * Who a user is to the academy (DESIGN.md, Roles). Every account starts a student; only an
 * administrator gives another role (`npm run admin -- role`, the tutor's workspace).
 */
export const ROLES = ['student', 'parent', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'student';

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const ROLE_LABELS: Record<Role, string> = {
  student: 'Student',
  parent: 'Parent',
  tutor: 'Tutor',
  admin: 'Admin',
};

/** The academy's staff: they reach the tutor's calls; an admin also gives roles. */
export const STAFF_ROLES: readonly Role[] = ['tutor', 'admin'];

export const isStaff = (role: Role) => STAFF_ROLES.includes(role);

/**
 * Who may follow the students linked to them on /family: a parent, and a tutor or an admin who
 * accepted a student's invitation, as they keep their role (decision 035).
 */
export const FOLLOWER_ROLES: readonly Role[] = ['parent', 'tutor', 'admin'];

export const followsChildren = (role: Role) => FOLLOWER_ROLES.includes(role);

export const ROLE_REQUIRED_MESSAGE = 'Your account does not have access to this page';
