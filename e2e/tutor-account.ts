/** The academy's tutor in end-to-end runs: serve.ts seeds it before the server starts. */
export const TUTOR_ACCOUNT = {
  email: 'tutor@e2e.example.com',
  password: 'Tutor1Secret',
} as const;
