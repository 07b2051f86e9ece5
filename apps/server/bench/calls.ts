// The calls under load, built from what the seed created. Practice calls rotate through the
// paid practice users, submodules and questions; the review calls read the heavy user's history.
import { randomUUID } from 'node:crypto';
import type { CallSpec } from './load.ts';
import type { SeededData } from './seed.ts';

// Production config: Secure cookies, so the __Host- name (src/features/auth/sessions.ts).
const COOKIE = '__Host-academy_session';

export function benchCalls(seed: SeededData): CallSpec[] {
  const heavy = { cookie: `${COOKIE}=${seed.heavy.cookie}` };
  let n = 0;
  const pick = <T>(items: T[]) => items[n++ % items.length]!;
  const practiceCookie = () => ({ cookie: `${COOKIE}=${pick(seed.practice).cookie}` });
  const json = { 'content-type': 'application/json' };
  const answerFor = () => {
    const q = seed.questions[Math.floor(Math.random() * seed.questions.length)]!;
    return { q, answer: Math.random() < 0.6 ? q.correct : q.wrong };
  };
  const deepPage = Math.max(1, Math.floor(seed.questions.length / 12) - 1);
  const { module, subModule, concepts } = seed.threeFilter;
  const answered = '/api/progress/answered-questions';

  return [
    { name: 'bare Fastify route (ceiling)', kind: 'ceiling', path: '/bare' },
    { name: 'GET /modules', kind: 'memory', path: '/api/modules', headers: heavy },
    {
      name: 'GET /modules/:id/submodules',
      kind: 'memory',
      path: `/api/modules/${seed.moduleId}/submodules`,
      headers: heavy,
    },
    { name: 'GET /questions/evaluation', kind: 'memory', path: '/api/questions/evaluation' },
    {
      name: 'GET /questions/submodule/:id/random',
      kind: 'user',
      path: `/api/questions/submodule/${seed.submoduleIds[0]}/random`,
      next: () => ({
        path: `/api/questions/submodule/${pick(seed.submoduleIds)}/random`,
        headers: practiceCookie(),
      }),
    },
    {
      name: 'POST /questions/:id/check',
      kind: 'user',
      method: 'POST',
      path: `/api/questions/${seed.questions[0]!.id}/check`,
      headers: json,
      next: () => {
        const { q, answer } = answerFor();
        return {
          path: `/api/questions/${q.id}/check`,
          headers: practiceCookie(),
          body: JSON.stringify({ answer }),
        };
      },
    },
    {
      name: 'POST /progress/record-answer',
      kind: 'user',
      method: 'POST',
      path: '/api/progress/record-answer',
      headers: json,
      next: () => {
        const { q, answer } = answerFor();
        return {
          // As the page sends it: each answer with its Idempotency-Key (decision 062).
          headers: { ...practiceCookie(), 'idempotency-key': randomUUID() },
          body: JSON.stringify({ questionId: q.id, answer, isCorrect: true, timeSpentMs: 0 }),
        };
      },
    },
    {
      name: 'GET /modules/submodules (averages)',
      kind: 'user',
      path: '/api/modules/submodules',
      headers: heavy,
    },
    {
      name: 'GET /modules/submodules/:id/concept-scores',
      kind: 'user',
      path: `/api/modules/submodules/${subModule}/concept-scores`,
      headers: heavy,
    },
    {
      name: 'GET /progress/dashboard (10,000 answers)',
      kind: 'user',
      path: '/api/progress/dashboard',
      headers: { cookie: `${COOKIE}=${seed.dashboard.cookie}` },
    },
    { name: 'GET answered-questions page 1', kind: 'user', path: answered, headers: heavy },
    {
      name: 'GET answered-questions search',
      kind: 'search',
      path: `${answered}?search=${encodeURIComponent(seed.searchTerm)}`,
      headers: heavy,
    },
    {
      name: 'GET answered-questions 3 filters',
      kind: 'user',
      path: `${answered}?module=${module}&subModule=${subModule}&concepts=${concepts.join(',')}`,
      headers: heavy,
    },
    {
      // Pages and page sizes (6 to 18) rotate through 611 combinations, more than the rendered-
      // page cache keeps (500). Each connection sends its own run of them, so the cache still
      // serves some: counted on PostgreSQL, 40-56% of the calls rendered their page from the
      // in-memory summary (2026-12-01).
      name: 'GET answered-questions varying pages',
      kind: 'user',
      path: answered,
      headers: heavy,
      next: () => {
        const i = n++;
        return { path: `${answered}?page=${1 + (i % 47)}&limit=${6 + (Math.floor(i / 47) % 13)}` };
      },
    },
    {
      name: `GET answered-questions page ${deepPage}`,
      kind: 'user',
      path: `${answered}?page=${deepPage}`,
      headers: heavy,
    },
  ];
}
