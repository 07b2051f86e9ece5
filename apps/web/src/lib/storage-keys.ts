/**
 * The local storage key of the signed-in user (SPEC §9). The same constant lives in
 * `@academy/shared/auth`, but that module builds zod schemas at import time, and importing it
 * from the app shell would put zod (~15 KB gzip) into the landing page's JavaScript. Keep the
 * two equal (a unit test checks); move both to a zod-free shared module when one exists.
 */
export const AUTH_USER_STORAGE_KEY = 'auth_user';
