// Browser storage keys (SPEC §9). Kept free of zod so the web shell can import it without
// pulling the schemas into the landing page's JavaScript.

/** The signed-in user, in local storage. */
export const AUTH_USER_STORAGE_KEY = 'auth_user';
