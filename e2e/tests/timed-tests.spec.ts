import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { newUser, signUpViaApi } from './helpers';
import { expectNoKatexScript, recordScripts } from './loaded-scripts';
import { controlsUnderMascot, expectMascotClearOf, mascotOf, settledBoxOf } from './mascot';
import { shootTimedTest as shoot, startTimedTest } from './timed-test-start';
import { serveEditedJson } from './edited-json';

// A short timed set on the test bank's four algebra questions, with a minute of test time
// lasting 4 seconds (serve.ts). The page's clock is Playwright's: it runs at the real pace, and
// the test moves it past the deadline instead of waiting out the module's last seconds.

const navigatorButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n},`) });
/** The panel's controls on screen whose middle is drawn over by something outside the panel. */
const controlsCoveredIn = (panel: Locator) =>
  panel.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (!box.width || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return [];
      const hit = document.elementFromPoint(x, y);
      return hit && root.contains(hit)
        ? []
        : [control.getAttribute('aria-label') ?? control.textContent];
    }),
  );

const saved = (page: Page) => expect(page.getByText('All answers saved')).toBeVisible();

for (const width of [1280, 375]) {
  test(`a short set: mark, strike out, navigate, reload, lose nothing, see the result (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.clock.install();
    await page.setViewportSize({ width, height: 900 });
    const scripts = recordScripts(page);
    await signUpViaApi(page, newUser());
    await page.goto('/tests');
    await expect(page.getByRole('heading', { name: 'Tests Page', level: 1 })).toBeVisible();
    await shoot(page, `list-${width}`);
    // A Guest: one short set, no full test.
    const full = page.getByRole('listitem').filter({ hasText: 'Full SAT Math' });
    // Named after its test, as Start is: each card of a closed test has one. (Chromium hears a
    // space before the hidden words, a positioned span counting as a block.)
    const choose = full.getByRole('link', { name: /^Choose a plan ?, Full SAT Math$/ });
    await expect(choose).toBeVisible();
    // A space is seen between the link and "to take this test." (it read "Choose a planto").
    const gap = await choose.evaluate((link) => {
      const after = [...link.parentElement!.childNodes].find(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('to take'),
      )!;
      const at = after.textContent!.indexOf('to');
      const range = document.createRange();
      range.setStart(after, at);
      range.setEnd(after, at + 1);
      return range.getBoundingClientRect().left - link.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThan(2);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Short set: Algebra' })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Time left in module 1: \d:\d\d$/);
    // The mascot keeps off the test's tools and its questions: it stood on the navigator and
    // the Reference button, the question panel stretching to the question's height.
    await expectMascotClearOf(page, [
      page.getByRole('button', { name: 'Calculator', exact: true }),
      page.getByRole('button', { name: 'Reference', exact: true }),
      page.getByRole('navigation', { name: 'Questions' }),
      page.getByRole('button', { name: 'Finish test' }).last(),
    ]);

    // Strike out A, choose B, mark for review.
    await page.getByRole('button', { name: 'Strike out choice A' }).click();
    await expect(page.getByRole('button', { name: 'Strike out choice A' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('radio', { name: /^B\. 4/ }).check();
    await page.getByRole('button', { name: 'Mark for review' }).click();
    await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(navigatorButton(page, 1)).toHaveAccessibleName(
      'Question 1, answered, marked for review',
    );

    // Free movement, by keyboard: the navigator jumps to question 2, which is then answered.
    await navigatorButton(page, 2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 2 of 4' })).toBeVisible();
    await page.getByLabel('Your answer').fill('2/3');
    // Bluebook's "Answer Preview:": the entry drawn as a stacked fraction, in native MathML.
    const preview = page.getByText('Answer Preview:').locator('math');
    await expect(preview).toHaveAttribute('aria-label', '2 over 3');
    await expect(preview.locator('mfrac > mn')).toHaveText(['2', '3']);
    const stacked = await preview.locator('mfrac').evaluate((fraction) => {
      const [over, under] = [...fraction.children].map((part) => part.getBoundingClientRect());
      return over!.bottom <= under!.top + 1;
    });
    expect(stacked, 'the fraction is drawn stacked').toBe(true);
    await saved(page);
    // The real test's calculator, inside the timed module: it computes, and Escape gives the
    // focus back to its button.
    await page.getByRole('button', { name: 'Calculator' }).click();
    const calculator = page.getByRole('dialog', { name: 'Calculator' });
    const expression = calculator.getByLabel('Expression', { exact: true });
    await expression.fill('1/3 + 1/3');
    await expression.press('Enter');
    await expect(calculator.locator('output')).toContainText('1/3 + 1/3 = 2/3');
    await shoot(page, `calculator-${width}`);
    // The question stays in sight beside the calculator: on a phone the bar keeps only the
    // timer while the sheet is open (with its title and tools it left the question no room).
    // Checked on a short phone (667 px), where it was worst.
    if (width === 375) {
      await page.setViewportSize({ width, height: 667 });
      const bar = page.locator('header', { has: page.getByRole('timer') });
      await expect(page.getByRole('timer')).toBeInViewport();
      const [top, sheet] = [(await bar.boundingBox())!, (await calculator.boundingBox())!];
      expect(sheet.y - (top.y + top.height), 'room for the question').toBeGreaterThanOrEqual(180);
      await page.setViewportSize({ width, height: 900 });
    }
    // Every key of the calculator in sight takes its own clicks: the mascot is not drawn over
    // the panel (held under it by the sticky bar's stacking context, it took them).
    await settledBoxOf(mascotOf(page));
    expect(await controlsCoveredIn(calculator)).toEqual([]);
    // With the calculator over the lower half of a phone, the mascot covers none of the timer,
    // the tools or "Mark for review" (it stood on the last, then on the timer).
    await expectMascotClearOf(page, [
      page.getByRole('timer'),
      page.getByRole('button', { name: 'Calculator', exact: true }),
      page.getByRole('button', { name: 'Reference', exact: true }),
      page.getByRole('button', { name: 'Mark for review' }),
    ]);
    await page.keyboard.press('Escape');
    await expect(calculator).toBeHidden();
    await expect(page.getByRole('button', { name: 'Calculator' })).toBeFocused();
    await shoot(page, `module-${width}`);
    await expectNoSeriousViolations(page);
    await expectNoKatexScript(scripts);

    // A reload loses nothing: the answers, the mark, the struck choice and the place.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 2 of 4' })).toBeVisible();
    await expect(page.getByLabel('Your answer')).toHaveValue('2/3');
    await expect(navigatorButton(page, 1)).toHaveAccessibleName(
      'Question 1, answered, marked for review',
    );
    await navigatorButton(page, 1).click();
    await expect(page.getByRole('radio', { name: /^B\. 4/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Strike out choice A' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Left for the tests list, the set waits there to be resumed.
    const attemptUrl = page.url();
    await page.goto('/tests');
    const underWay = page.getByRole('listitem').filter({ hasText: 'Short set: Algebra' });
    await expect(underWay).toContainText(/Under way: module 1 of 1, until \d{1,2}:\d\d [AP]M/);
    // A Guest's one set: no new one to start, so nothing to warn of.
    await expect(underWay).not.toContainText('Starting a new one');
    await shoot(page, `list-resume-${width}`);
    await underWay.getByRole('link', { name: 'Resume' }).click();
    await expect(page).toHaveURL(attemptUrl);
    await expect(page.getByRole('heading', { name: /^Question \d of 4$/ })).toBeVisible();

    // Offline: the answer is kept on the device and sent when the connection returns.
    await navigatorButton(page, 3).click();
    await page.context().setOffline(true);
    await page.getByRole('radio', { name: /^C\. 7/ }).check();
    await expect(page.getByText(/^Offline: your answers are kept/)).toBeVisible();
    await page.context().setOffline(false);
    await saved(page);
    await expect(navigatorButton(page, 3)).toHaveAccessibleName('Question 3, answered');
    await expect(navigatorButton(page, 4)).toHaveAccessibleName('Question 4, unanswered');

    // The real bank's longest skill name, in place of the first to practice: on a 320 px phone
    // it ran past its card on one line.
    await serveEditedJson<{ practice: { name: string }[] }>(
      page,
      '**/api/tests/attempts/*/result',
      (result) => {
        result.practice[0]!.name = 'Right Triangles and the Pythagorean Theorem';
      },
    );

    // The time runs out: the module ends with what was answered, and the result shows.
    await page.clock.fastForward('01:25'); // past the 76 s the module lasts here
    await expect(page.getByRole('heading', { name: 'Every question' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Short set: Algebra', level: 1 })).toBeVisible();
    // The result takes the focus from the module that ended under it, and says why it came.
    await expect(page.getByRole('heading', { name: 'Short set: Algebra', level: 1 })).toBeFocused();
    await expect(
      page.getByText('Time ran out: the answers you had given were submitted.'),
    ).toBeVisible();
    await expect(page.getByText('3 / 4').first()).toBeVisible();
    const practice = page.getByRole('region', { name: 'Practice these concepts' });
    const chip = practice.getByRole('link', {
      name: 'Right Triangles and the Pythagorean Theorem',
    });
    await expect(chip).toBeVisible();
    // The domain is told by skill too; one question tests two skills and counts for both.
    const skills = page.getByRole('region', { name: 'By skill' });
    await expect(skills.getByRole('heading', { name: 'Algebra', level: 3 })).toBeVisible();
    await expect(skills.getByRole('listitem')).toHaveText([
      /^Linear Equations in One Variable\s*\d \/ 3$/,
      /^Systems of Linear Equations\s*\d \/ 2$/,
    ]);
    await expect(skills).toContainText(
      'A question that tests more than one skill counts for each.',
    );
    await page.setViewportSize({ width: 320, height: 900 });
    const [chipBox, cardBox] = [(await chip.boundingBox())!, (await practice.boundingBox())!];
    expect(chipBox.x + chipBox.width, 'the chip ends inside its card').toBeLessThanOrEqual(
      cardBox.x + cardBox.width,
    );
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('article').filter({ hasText: 'Not answered' })).toHaveCount(1);
    // The seconds on question 2 before the reload were kept.
    const second = page.getByRole('article').filter({ hasText: 'Module 1 · Question 2' });
    await expect(second).toContainText(/· [1-9]\d* s/);
    // Bluebook's review views: only the missed (here the one left blank), only the marked.
    const views = page.getByRole('tablist', { name: 'Questions to show' });
    await views.getByRole('tab', { name: 'Missed (1)' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Not answered');
    await shoot(page, `result-missed-${width}`);
    await views.getByRole('tab', { name: 'Marked (1)' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Module 1 · Question 1');
    await views.getByRole('tab', { name: 'All (4)' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    // The mascot keeps off the result's title and controls (on a phone it stood on the title).
    await settledBoxOf(mascotOf(page));
    expect(await controlsUnderMascot(page)).toEqual([]);
    await shoot(page, `result-${width}`);
    await expectNoSeriousViolations(page);

    // The tests list keeps it among the finished ones, with a way back to its result.
    await page.getByRole('link', { name: 'Back to tests' }).click();
    const finished = page.getByRole('region', { name: 'Your finished tests' });
    await expect(finished.getByRole('listitem')).toHaveCount(1);
    await expect(finished).toContainText('Short set: Algebra');
    await expect(finished).toContainText('3 / 4 correct');
    await shoot(page, `finished-${width}`);
    await finished.getByRole('link', { name: /^See the result of Short set: Algebra/ }).click();
    await expect(page).toHaveURL(attemptUrl);
    await expect(page.getByRole('heading', { name: 'Every question' })).toBeVisible();

    // The progress page lists it too, beside the evaluations.
    await page.goto('/progress');
    const mine = page.getByRole('region', { name: 'Your practice tests' });
    await expect(mine).toContainText('Short set: Algebra');
    await expect(mine).toContainText('3 / 4 correct · 1 not answered');
    await shoot(page, `progress-${width}`);
    await mine.getByRole('link', { name: /^See the result of Short set: Algebra/ }).click();
    await expect(page).toHaveURL(attemptUrl);
  });
}

test('extended time set on the profile lengthens the module', async ({ page }) => {
  await signUpViaApi(page, newUser());
  await page.goto('/profile');
  const setting = page.getByRole('region', { name: 'Test accommodations' });
  await setting.getByRole('radio', { name: 'Time and a half (1.5×)' }).check();
  await setting.getByRole('button', { name: 'Save test time' }).click();
  await expect(page.getByText('Test time saved')).toBeVisible();
  await shoot(page, 'profile-1280');
  await page.reload();
  await expect(setting.getByRole('radio', { name: 'Time and a half (1.5×)' })).toBeChecked();
  // The cards give the time the student will have, not the standard time.
  await page.goto('/tests');
  await expect(page.getByRole('tabpanel', { name: 'SAT Math' })).toContainText(
    '2 modules of 22 questions, 52½ minutes each, with time and a half',
  );

  await startTimedTest(page, 'math', 'Short set: Algebra');
  // 19 minutes × 1.5 of test time, at 4 seconds a minute (serve.ts): 1:54.
  await expect(page.getByRole('timer')).toHaveText(/: 1:(5\d|4\d)$/);
});
