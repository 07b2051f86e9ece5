// A student in a bench browser: signed up from a page without scripts, so the browser keeps the
// cookie as a visitor's would and the app finds its stored user, as after signing up in the form.
import type { Page } from 'playwright-core';

export async function signUpInBrowser(page: Page, base: string) {
  await page.goto(`${base}/favicon.svg`);
  const status = await page.evaluate(
    async (email) => {
      const res = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: 'Bench1Password',
          firstname: 'Web',
          lastname: 'Bench',
        }),
      });
      if (res.ok) localStorage.setItem('auth_user', JSON.stringify((await res.json()).user));
      return res.status;
    },
    `web.bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
  );
  if (status !== 201) throw new Error(`sign-up in the browser answered ${status}`);
}

/**
 * Answers `count` algebra questions of the real bank as practice does (draw, check, record), so
 * /previously-answered shows real questions. From the page without scripts, as above.
 */
export async function answerQuestions(page: Page, base: string, count: number) {
  await page.goto(`${base}/favicon.svg`);
  const failed = await page.evaluate(async (count) => {
    const json = { 'content-type': 'application/json' };
    for (let i = 0; i < count; i++) {
      const drawn = await fetch('/api/questions/submodule/algebra/random');
      const { _id: questionId } = (await drawn.json()) as { _id?: string };
      if (!questionId) return `draw answered ${drawn.status}`;
      const answer = JSON.stringify({ answer: 'A' });
      await fetch(`/api/questions/${questionId}/check`, {
        method: 'POST',
        headers: json,
        body: answer,
      });
      const recorded = await fetch('/api/progress/record-answer', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ questionId, answer: 'A' }),
      });
      if (!recorded.ok) return `record-answer answered ${recorded.status}`;
    }
    return undefined;
  }, count);
  if (failed) throw new Error(`answering in the browser: ${failed}`);
}
