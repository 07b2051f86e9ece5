import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { dragBy, mascotOf, recordSpeech, utterances } from './mascot';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

/**
 * Answers the practice question on screen, rightly or wrongly. The small test bank's answers:
 * test-linear-001 (x in 2x + 3 = 11) is B, test-system-001 (x + y = 10, x - y = 4) is C,
 * test-linear-002 (3x = 2) is 2/3 and test-system-002 (y = 2x, x + y = 12) is 8.
 */
async function answerQuestion(page: Page, right: boolean) {
  const card = page.getByRole('article', { name: 'Question' });
  await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
  const text = (await card.textContent()) ?? '';
  const radios = card.getByRole('radio');
  if ((await radios.count()) > 0) {
    // A is wrong in both multiple-choice questions.
    const letter = right ? (text.includes('and') ? 2 : 1) : 0;
    await radios.nth(letter).check();
  } else {
    const answer = right ? (text.includes('satisfies') ? '2/3' : '8') : '999';
    await card.getByLabel('Your answer').fill(answer);
  }
  await card.getByRole('button', { name: 'Check Answer' }).click();
  await expect(
    card.getByText(
      right ? 'Correct! You are doing great!' : 'Incorrect but you can do it! Try again!',
    ),
  ).toBeVisible();
}

async function nextQuestion(page: Page) {
  const card = page.getByRole('article', { name: 'Question' });
  const before = await card.textContent();
  await card.getByRole('button', { name: 'Next Question' }).click();
  await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
  await expect.poll(() => card.textContent()).not.toBe(before);
}

test.describe('reactions in practice', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [right, poses] of [
    [true, ['happy', 'happy', 'clapping']],
    [false, ['sad', 'sad', 'crying']],
  ] as const) {
    test(`three ${right ? 'right' : 'wrong'} answers: ${poses.join(', ')}`, async ({ page }) => {
      await recordSpeech(page);
      await signUpViaApi(page, newUser());
      await page.goto('/practice/algebra');
      const mascot = mascotOf(page);
      // Out of the way of the question card's buttons.
      await dragBy(page, mascot, 3000, 3000);

      for (const [index, pose] of poses.entries()) {
        if (index > 0) await nextQuestion(page);
        await answerQuestion(page, right);
        await expect(mascot).toHaveAttribute('data-emotion', pose);
        // Shown in its bubble and said aloud, but not announced after the page's own result.
        await expect(mascot.locator('[aria-hidden="true"]').first()).not.toHaveText('');
        await expect(mascot.getByRole('status')).toHaveText('');
      }
      const spoken = await utterances(page);
      expect(spoken).toHaveLength(3);

      for (const utterance of spoken) {
        expect(utterance.rate).toBeGreaterThanOrEqual(1);
        expect(utterance.rate).toBeLessThanOrEqual(1.1);
        expect(utterance.pitch).toBeGreaterThanOrEqual(1.3);
        expect(utterance.pitch).toBeLessThanOrEqual(1.4);
        expect(utterance.lang).toBe('en-US');
      }
    });
  }
});
