// Browser storage keys (SPEC §9). Kept free of zod so the web shell can import it without
// pulling the schemas into the landing page's JavaScript.

/** The signed-in user, in local storage. */
export const AUTH_USER_STORAGE_KEY = 'auth_user';

/** Where the student last dragged the mascot on this device, in local storage. */
export const MASCOT_POSITION_STORAGE_KEY = 'mascot_position';

/**
 * A timed test's module in progress (answers, marks, struck choices, annotations), in local
 * storage.
 */
export const TIMED_TEST_STORAGE_PREFIX = 'timed_test_';

/** The calculator's expressions for one question (suffix: the question id), in session storage. */
export const MATH_TOOLS_STORAGE_PREFIX = 'math_tools:';

/** Which math tool is open, kept from one question to the next, in session storage. */
export const MATH_TOOLS_OPEN_STORAGE_KEY = 'math_tools_open';

/**
 * The hints and in-depth hints opened on a practice question not yet answered (suffix: the
 * question id), in session storage: a reload shows them again, and the answer counts them.
 */
export const REVEALED_HINTS_STORAGE_PREFIX = 'revealed_hints:';

/**
 * The answer typed or picked on a practice question but not yet checked (suffix: the question
 * id), in session storage: a reload or a look at another page gives it back.
 */
export const PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX = 'practice_answer_draft:';

/**
 * A tutor's new note typed but not yet added (suffix: the student's id), in session storage: a
 * look at the brief or another tab no longer throws it away.
 */
export const TUTOR_NOTE_DRAFT_STORAGE_PREFIX = 'tutor_note_draft:';

/**
 * A homework the tutor began to set but did not yet (suffix: the student's id), in session
 * storage, for the same reason as the note.
 */
export const HOMEWORK_DRAFT_STORAGE_PREFIX = 'homework_draft:';

/**
 * Session storage that holds what only the signed-in person may read: removed when they sign out
 * or their session is found ended, so the next person at the tab cannot find it.
 */
export const SIGNED_IN_SESSION_STORAGE_PREFIXES = [
  TUTOR_NOTE_DRAFT_STORAGE_PREFIX,
  PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX,
  HOMEWORK_DRAFT_STORAGE_PREFIX,
] as const;
