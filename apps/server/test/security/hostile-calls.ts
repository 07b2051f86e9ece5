// The API calls the hostile-input tests attack: every call of SPEC §7 and the server's own, with
// the body fields each requires. hostile-urls.test.ts checks none is missing.

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  /** Body fields that must be present and well-typed: anything else must fail. */
  required?: string[];
  /** Required fields that take a list: an empty one is a value (the tutor's SAT dates, none). */
  lists?: string[];
  /** Some answers are HTML pages (the local test checkout), not the JSON error shape. */
  html?: boolean;
}

const callsOf =
  (method: Call['method']) =>
  (route: string, more: Omit<Call, 'method' | 'route'> = {}): Call => ({ method, route, ...more });
const [get, post, put, patch, del] = [
  callsOf('GET'),
  callsOf('POST'),
  callsOf('PUT'),
  callsOf('PATCH'),
  callsOf('DELETE'),
];

/** Every API call of SPEC §7 and the server's own; hostile-urls.test.ts checks none is missing. */
export const CALLS: Call[] = [
  get('/api/config'),
  get('/api/health'),
  get('/api/health/mail'),
  post('/api/auth/signup', { required: ['email', 'password', 'firstname', 'lastname'] }),
  post('/api/auth/login', { required: ['email', 'password'] }),
  post('/api/auth/google', { required: ['token'] }),
  post('/api/auth/verify-email', { required: ['token'] }),
  post('/api/auth/resend-verification'),
  post('/api/auth/forgot-password', { required: ['email'] }),
  post('/api/auth/reset-password', { required: ['token', 'password'] }),
  post('/api/auth/reset-password/check', { required: ['token'] }),
  post('/api/auth/change-password', { required: ['currentPassword', 'newPassword'] }),
  post('/api/auth/change-email', { required: ['newEmail'] }),
  post('/api/auth/confirm-email-change', { required: ['token'] }),
  get('/api/auth/sessions'),
  post('/api/auth/sessions/revoke-others'),
  get('/api/auth/settings'),
  // Its one field is a boolean, which brokenBody's wrong types include: account-bad-input.test.ts
  // sends it the wrong types instead.
  patch('/api/auth/settings'),
  get('/api/auth/verify'),
  get('/api/auth/debug-cookies'),
  get('/api/profile'),
  patch('/api/profile', { required: ['firstname', 'lastname'] }),
  get('/api/modules'),
  get('/api/modules/:id/submodules'),
  get('/api/modules/submodules'),
  get('/api/modules/submodules/:id/concepts'),
  get('/api/modules/submodules/:id/concept-scores'),
  get('/api/questions/submodule/:id/random'),
  post('/api/questions/:id/check', { required: ['answer'] }),
  get('/api/questions/:id/answer'),
  get('/api/questions/:id/practice'),
  post('/api/questions/:id/skip'),
  get('/api/questions/:id/flag'),
  post('/api/questions/:id/flag'),
  del('/api/questions/:id/flag'),
  post('/api/questions/:id/report', { required: ['reason'] }),
  post('/api/questions/submodule/:id/rounds'),
  get('/api/questions/evaluation'),
  post('/api/questions/evaluation/submit', { required: ['email', 'answers'] }),
  post('/api/questions/evaluation/report', { required: ['id', 'key'] }),
  get('/api/questions/evaluation/reading-writing'),
  post('/api/questions/evaluation/reading-writing/submit', { required: ['email', 'answers'] }),
  post('/api/questions/evaluation/reading-writing/report', { required: ['id', 'key'] }),
  get('/api/progress'),
  get('/api/progress/stats'),
  post('/api/progress/record-answer', { required: ['questionId', 'answer'] }),
  get('/api/progress/answered-questions'),
  get('/api/progress/answered-questions/:id'),
  get('/api/progress/concepts'),
  get('/api/progress/dashboard'),
  get('/api/review/due'),
  get('/api/review/summary'),
  get('/api/evaluation/mine'),
  get('/api/tests'),
  get('/api/tests/finished'),
  post('/api/tests/:id/start'),
  get('/api/tests/attempts/:id'),
  put('/api/tests/attempts/:id/answers/:seat', { required: ['answer'] }),
  get('/api/tests/attempts/:id/figures/:seat'),
  post('/api/tests/attempts/:id/finish-module'),
  post('/api/tests/attempts/:id/resume'),
  get('/api/tests/attempts/:id/result'),
  post('/api/payments/create-customer'),
  get('/api/payments/current-subscription'),
  post('/api/payments/cancel-subscription'),
  post('/api/payments/subscription', { required: ['subscriptionTier'] }),
  post('/api/payments/scheduling', { required: ['contactInfo', 'sessionType'] }),
  get('/api/payments/verify-checkout-session'),
  get('/api/payments/verify-scheduling-session'),
  get('/api/payments/scheduling/:id/cancel'),
  get('/api/payments/local-checkout/:id', { html: true }),
  post('/api/payments/local-checkout/:id/pay', { html: true }),
  post('/api/payments/local-checkout/:id/cancel', { html: true }),
  post('/api/payments/webhook'),
  get('/api/tutor/students'),
  get('/api/tutor/students/:id'),
  get('/api/tutor/students/:id/brief'),
  get('/api/tutor/students/:id/tests/:attemptId'),
  post('/api/tutor/students/:id/notes', { required: ['text'] }),
  patch('/api/tutor/notes/:id', { required: ['text'] }),
  del('/api/tutor/notes/:id'),
  get('/api/tutor/evaluations'),
  // Their one field is a boolean (brokenBody's wrong types include one): tutor tests send the
  // wrong types instead.
  patch('/api/tutor/evaluations/:id'),
  post('/api/tutor/students/:id/free'),
  patch('/api/tutor/students/:id/role', { required: ['role'] }),
  get('/api/profile/family-access'),
  post('/api/profile/family-access', { required: ['email'] }),
  del('/api/profile/family-access/:id'),
  post('/api/family/invitations/preview', { required: ['token'] }),
  post('/api/family/invitations/accept', { required: ['token'] }),
  post('/api/family/digest/opt-out', { required: ['parent', 'sig'] }),
  get('/api/family/digest'),
  // Its one field is a boolean (brokenBody's wrong types include one): digest-setting.test.ts
  // sends it a wrong type instead.
  put('/api/family/digest'),
  get('/api/family/children'),
  get('/api/family/children/:id/dashboard'),
  post('/api/family/children/:id/checkout', { required: ['subscriptionTier'] }),
  post('/api/family/children/:id/plan/change', { required: ['subscriptionTier'] }),
  post('/api/family/children/:id/plan/cancel'),
  post('/api/family/children/:id/plan/resume'),
  get('/api/scheduling/slots'),
  get('/api/scheduling/mine'),
  get('/api/scheduling/my-bookings'),
  post('/api/scheduling/my-bookings/:bookingId/sessions/:sessionId/cancel'),
  post('/api/scheduling/my-bookings/:bookingId/sessions/:sessionId/reschedule', {
    required: ['start'],
  }),
  get('/api/scheduling/bookings/:token'),
  post('/api/scheduling/bookings/:token/sessions/:sessionId/cancel'),
  post('/api/scheduling/bookings/:token/sessions/:sessionId/reschedule', { required: ['start'] }),
  get('/api/tutor/availability'),
  put('/api/tutor/availability', {
    required: ['rules', 'exceptions'],
    lists: ['rules', 'exceptions'],
  }),
  get('/api/tutor/sessions'),
  post('/api/tutor/sessions/:id/cancel'),
  post('/api/tutor/sessions/:id/move', { required: ['start'] }),
  get('/api/tutor/slots'),
  get('/api/tutor/students/:id/homework'),
  post('/api/tutor/students/:id/homework', { required: ['subModuleId', 'questionCount'] }),
  del('/api/tutor/homework/:id'),
  get('/api/homework'),
  get('/api/tutor/students/:id/session-reports'),
  get('/api/tutor/sessions/to-report'),
  put('/api/tutor/sessions/:id/report', { required: ['summary'] }),
  get('/api/session-reports'),
  get('/api/goal'),
  put('/api/goal', { required: ['targetScore'] }),
  del('/api/goal'),
  get('/api/sat-dates'),
  put('/api/tutor/sat-dates', { required: ['dates'], lists: ['dates'] }),
  get('/api/tutor/online-room'),
  // Its one field may be null (it clears the room): online-room.test.ts sends it wrong types.
  put('/api/tutor/online-room'),
  get('/api/sat-scores'),
  post('/api/sat-scores', { required: ['testDate', 'math', 'readingWriting'] }),
  del('/api/sat-scores/:id'),
  get('/api/tutor/results'),
  get('/api/account/export'),
  // An account with a password is deleted only with it: no hostile body can delete one.
  del('/api/account', { required: ['password'] }),
  put('/api/tutor/students/:id/goal', { required: ['targetScore'] }),
  put('/api/family/children/:id/goal', { required: ['targetScore'] }),
  get('/api/tutor/reports'),
  get('/api/tutor/reports/:id'),
  // The note is optional: an empty body resolves.
  post('/api/tutor/reports/:id/resolve'),
  post('/api/tutor/reports/:id/reopen'),
  get('/api/question-reports'),
  post('/api/payments/change-plan', { required: ['subscriptionTier'] }),
  post('/api/payments/resume-subscription'),
  get('/api/payments/history'),
  post('/api/payments/portal'),
  get('/api/payments/receipts/:id', { html: true }),
  get('/api/payments/local-card', { html: true }),
  post('/api/payments/local-card', { html: true }),
  post('/api/payments/local-checkout/renewal', { required: ['outcome'] }),
];
// Calls that sign out or rotate the caller's own session are exercised in sessions.test.ts.
export const SESSION_ENDING = [
  'GET /api/auth/logout',
  'POST /api/auth/logout',
  'GET /api/auth/reset-token',
  // May end the caller's own session; account-bad-input.test.ts sends it bad ids.
  'DELETE /api/auth/sessions/:id',
];

/** Calls that prove their caller otherwise than by the CSRF guard: Stripe's signature. */
export const withoutGuard = ['POST /api/payments/webhook'];

export const bodyCalls = CALLS.filter((c) => c.method !== 'GET' && !c.html);
/** The local pages' plain HTML form posts, which check the Origin themselves. */
export const formPosts = CALLS.filter((c) => c.method !== 'GET' && c.html);
export const mustFailCalls = bodyCalls.filter((c) => c.required);
export const idCalls = CALLS.filter((c) => c.route.includes(':id'));

/** Percent-encodes what a browser would send: UTF-8 bytes, a lone surrogate as U+FFFD. */
