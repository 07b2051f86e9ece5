import { expect, test, type Page, type Response } from '@playwright/test';
import { masteryOf, masteryScore } from '@academy/shared/mastery-model';
import { newUser, signUpViaApi } from './helpers';
import { openInApp, questionServedDuring } from './practice-card';

const CORRECT = 'Correct! You are doing great!';
const WRONG = 'Incorrect but you can do it! Try again!';
const BRACKETS =
  'If there are a range or a set of possible answers, please just enter one possible answer.';

const LINEAR = 'Linear Equations in One Variable';
const SYSTEMS = 'Systems of Linear Equations';

/**
 * The test bank's algebra questions (apps/server/test/fixtures/bank), their answers and a piece
 * of prose (not math) from each explanation.
 */
const BANK = {
  'test-linear-001': {
    choice: true,
    right: 'B',
    wrong: 'A',
    difficulty: 1,
    concepts: [LINEAR],
    answer: '4',
    explanation: 'The answer is B.',
  },
  'test-linear-002': {
    choice: false,
    right: '2/3',
    wrong: '3/2',
    difficulty: 2,
    concepts: [LINEAR],
    answer: '2',
    explanation: 'which may be entered as 2/3, .6666 or .6667.',
  },
  'test-system-001': {
    choice: true,
    right: 'C',
    wrong: 'D',
    difficulty: 3,
    concepts: [SYSTEMS],
    answer: '7',
    explanation: 'The answer is C.',
  },
  'test-system-002': {
    choice: false,
    right: '8',
    wrong: '6',
    difficulty: 4,
    concepts: [SYSTEMS, LINEAR],
    answer: '8',
    explanation: 'Substituting gives',
  },
} as const;
type BankId = keyof typeof BANK;

interface ServedQuestion {
  _id: BankId;
  hints: unknown[];
  indepthHints: unknown[];
}

const isRandomCall = (response: Response) =>
  /\/api\/questions\/submodule\/algebra\/random$/.test(new URL(response.url()).pathname);

/** Runs `action` and returns the question served meanwhile. */
async function drawQuestion(page: Page, action: () => Promise<unknown>) {
  const question = await questionServedDuring<ServedQuestion>(page, action);
  expect(Object.keys(BANK)).toContain(question._id);
  return question;
}

const card = (page: Page) => page.getByRole('article', { name: 'Question' });
const feedback = (page: Page) => card(page).getByRole('status');
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const conceptMeter = (page: Page, name: string) => page.getByRole('meter', { name });
const meterValue = async (page: Page, name: string) =>
  Number(await conceptMeter(page, name).getAttribute('aria-valuenow'));

/** Answers the question on the card and waits for the answer to be recorded. */
async function answer(page: Page, id: BankId, correct: boolean, typed?: string) {
  const entry = BANK[id];
  const value = correct ? entry.right : entry.wrong;
  if (entry.choice) {
    await card(page).locator(`input[type="radio"][value="${value}"]`).check();
  } else {
    await page.getByLabel('Your answer').fill(typed ?? value);
    await expect(page.getByLabel('Your answer')).toHaveValue(value);
  }
  const recorded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/progress/record-answer',
  );
  await button(page, 'Check Answer').click();
  expect((await recorded).status()).toBe(200);
  await expect(feedback(page)).toHaveText(correct ? CORRECT : WRONG);
}

/** A first try, in the order given, as the mastery model reads it. */
interface FirstTry {
  id: BankId;
  right: boolean;
  hintsUsed: number;
  superhintsUsed: number;
}

/** A concept's score as the server computes it: the shared mastery model, unrounded. */
const rawScore = (concept: string, tries: FirstTry[]) =>
  masteryScore(
    masteryOf(
      tries
        .filter((t) => (BANK[t.id].concepts as readonly string[]).includes(concept))
        .map((t) => ({ ...t, difficulty: BANK[t.id].difficulty })),
    ),
  );

const expectedScore = (concept: string, tries: FirstTry[]) =>
  Math.round(rawScore(concept, tries) * 10) / 10;

/** The submodule's average: the mean of its concepts' unrounded scores, one decimal. */
// The mean of the concept scores as shown, one decimal each (as the server averages them).
function expectedAverage(tries: FirstTry[]) {
  const scores = [LINEAR, SYSTEMS].map((c) => Math.round(rawScore(c, tries) * 10) / 10);
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return (Math.round(mean * 10) / 10).toFixed(1);
}

test.describe('practice', () => {
  test('a new user practises algebra from hints to Congratulations!', async ({ page }) => {
    // Four questions, each checked and recorded through the real server.
    test.setTimeout(90_000);
    await signUpViaApi(page, newUser());
    await page.goto('/practice');
    await expect(page).toHaveTitle(/^Practice · /);
    await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();

    const first = await drawQuestion(page, () =>
      page
        .getByRole('link', { name: /^Algebra (\d+) questions 0 of \1 done Average 0\.0\/10$/ })
        .click(),
    );
    await expect(page).toHaveURL('/practice/algebra');
    await expect(page).toHaveTitle(/^Algebra · Practice · /);
    await expect(page.getByRole('heading', { name: 'Algebra', level: 1 })).toBeVisible();
    expect(await meterValue(page, LINEAR)).toBe(0);
    expect(await meterValue(page, SYSTEMS)).toBe(0);
    // A Guest sees the free trial count down as questions are checked.
    const trial = page.getByRole('region', { name: 'Your free trial' });
    await expect(trial).toContainText('20 of 20 free questions left.');
    await expect(trial.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    // Hints and superhints: one more per click, then the button disables.
    const hints = first.hints.length;
    for (let shown = 0; shown < hints; shown++) {
      await button(page, `Show hint (${shown}/${hints})`).click();
    }
    await expect(button(page, `Show hint (${hints}/${hints})`)).toBeDisabled();
    await expect(section(page, 'Hints').getByRole('listitem')).toHaveCount(hints);
    const superhints = first.indepthHints.length;
    for (let shown = 0; shown < superhints; shown++) {
      await button(page, `Show superhint (${shown}/${superhints})`).click();
    }
    await expect(button(page, `Show superhint (${superhints}/${superhints})`)).toBeDisabled();
    // Sections collapse and open again.
    await button(page, 'Superhints').click();
    await expect(section(page, 'Superhints').getByRole('list')).toBeHidden();
    await button(page, 'Superhints').click();
    await expect(section(page, 'Superhints').getByRole('list')).toBeVisible();

    await expect(button(page, 'Check Answer')).toBeDisabled();
    await expect(button(page, 'Next Question')).toHaveCount(0);
    const firstEntry = BANK[first._id];
    // A typed free-entry answer loses its brackets and the card explains why.
    await answer(page, first._id, false, firstEntry.choice ? undefined : `(${firstEntry.wrong})`);
    if (!firstEntry.choice) await expect(page.getByText(BRACKETS)).toBeVisible();
    await expect(button(page, 'Next Question')).toBeVisible();
    await expect(trial).toContainText('19 of 20 free questions left.');
    await answer(page, first._id, true);

    await button(page, 'Show Answer').click();
    const solution = page.getByRole('region', { name: 'Answer and explanation' });
    await expect(solution.getByText('Correct answer')).toBeVisible();
    await expect(solution).toContainText(firstEntry.answer);
    await expect(solution).toContainText(firstEntry.explanation);
    await expect(button(page, 'Show Answer')).toHaveCount(0);
    // Only the first try counts: the wrong one, after every hint and superhint, sets its
    // concepts' scores; the right answer after it changes nothing.
    const firstTries: FirstTry[] = [
      { id: first._id, right: false, hintsUsed: hints, superhintsUsed: superhints },
    ];
    for (const concept of firstEntry.concepts) {
      await expect.poll(() => meterValue(page, concept)).toBe(expectedScore(concept, firstTries));
    }
    let current = await drawQuestion(page, () => button(page, 'Next Question').click());
    // The new question starts afresh.
    expect(current._id).not.toBe(first._id);
    await expect(feedback(page)).toHaveText('');
    await expect(button(page, 'Check Answer')).toBeDisabled();
    await expect(button(page, /^Show hint \(0\//)).toBeEnabled();
    await expect(button(page, 'Show Answer')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Answer and explanation' })).toHaveCount(0);

    // A right first try grows the bar of its concept.
    const concept = BANK[current._id].concepts[0];
    const before = await meterValue(page, concept);
    await answer(page, current._id, true);
    firstTries.push({ id: current._id, right: true, hintsUsed: 0, superhintsUsed: 0 });
    await expect.poll(() => meterValue(page, concept)).toBeGreaterThan(before);

    for (let left = 2; left > 0; left--) {
      current = await drawQuestion(page, () => button(page, 'Next Question').click());
      expect(firstTries.map((t) => t.id)).not.toContain(current._id);
      await answer(page, current._id, true);
      firstTries.push({ id: current._id, right: true, hintsUsed: 0, superhintsUsed: 0 });
    }

    const done = page.waitForResponse(isRandomCall);
    await button(page, 'Next Question').click();
    expect(await (await done).json()).toMatchObject({ body: 'ALL_QUESTIONS_ANSWERED' });
    await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
    await button(page, 'Select Another Submodule').click();
    await expect(page).toHaveURL('/practice');
    await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();

    // The home shows the new average and what is left of the free trial.
    const average = expectedAverage(firstTries);
    expect(average).not.toBe('0.0');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Available Topics' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Algebra 4 questions 4 of 4 done Average ${average}/10` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: 'Geometry and Trigonometry 0 questions 0 of 0 done Average 0.0/10',
      }),
    ).toBeVisible();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Guest');
    await expect(plan).toContainText('16 of 20 free questions left');
    await expect(plan.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await expect(page.getByRole('link', { name: /Previously Answered/ })).toHaveAttribute(
      'href',
      '/previously-answered',
    );
  });

  test('scores that fail to load leave the question usable, and load again on Try again', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await signUpViaApi(page, newUser());
    const scores = '**/api/modules/submodules/algebra/concept-scores';
    await page.route(scores, (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    // Opened from inside the app: loaded by its address, the page comes drawn by the server.
    const question = await drawQuestion(page, () => openInApp(page, '/practice', /^Algebra /));
    // The data cache retries three times (SPEC §9) before the panel gives up.
    const scoresPanel = section(page, 'Concept scores');
    await expect(scoresPanel.getByRole('alert')).toHaveText('Failed to fetch concept scores', {
      timeout: 20_000,
    });
    await expect(card(page)).toBeVisible();

    await page.unroute(scores);
    await scoresPanel.getByRole('button', { name: 'Try again' }).click();
    await expect(conceptMeter(page, LINEAR)).toBeVisible();
    await answer(page, question._id, true);
  });
});
