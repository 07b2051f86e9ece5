import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';

interface Utterance {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
  lang: string;
}

declare global {
  interface Window {
    __utterances: Utterance[];
  }
}

/** Replaces the browser's speech synthesis with a recorder, before the app loads. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    window.__utterances = [];
    class RecordedUtterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = '';
      voice: unknown = null;
      constructor(public text: string) {}
    }
    const synthesis = {
      speak: (u: RecordedUtterance) =>
        window.__utterances.push({
          text: u.text,
          rate: u.rate,
          pitch: u.pitch,
          volume: u.volume,
          lang: u.lang,
        }),
      cancel: () => {},
      getVoices: () => [{ name: 'English (United States)', lang: 'en-US' }],
    };
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance });
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis });
  });
}

const utterances = (page: Page) => page.evaluate(() => window.__utterances);
const mascotOf = (page: Page) => page.getByTestId('mascot');
const figureOf = (mascot: Locator) => mascot.getByRole('img', { name: 'Summit, your study buddy' });
const viewportOf = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }));

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The mascot is not on screen');
  return box;
}

/** The box once the mascot has settled: sizing by screen class and CSS transitions run first. */
async function settledBoxOf(locator: Locator) {
  let previous = await boxOf(locator);
  await expect
    .poll(async () => {
      const current = await boxOf(locator);
      const same = JSON.stringify(current) === JSON.stringify(previous);
      previous = current;
      return same;
    })
    .toBe(true);
  return previous;
}

/** Drags the mascot's figure by the mouse, by dx and dy, in small steps like a hand would. */
async function dragBy(page: Page, mascot: Locator, dx: number, dy: number) {
  const box = await boxOf(figureOf(mascot));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

test.describe('speech on the login and register pages', () => {
  test('on /login it shows and says its line sentence by sentence', async ({ page }) => {
    await recordSpeech(page);
    await page.goto('/login');
    const line = 'Here, you can login. I always prefer to login with Google!';
    const mascot = mascotOf(page);
    await expect(mascot.getByRole('status')).toHaveText(line);
    await expect(mascot.getByText(line).first()).toBeVisible();
    await expect
      .poll(() => utterances(page))
      .toEqual([
        { text: 'Here, you can login.', rate: 0.9, pitch: 1.3, volume: 1, lang: 'en-US' },
        {
          text: 'I always prefer to login with Google!',
          rate: 0.9,
          pitch: 1.3,
          volume: 1,
          lang: 'en-US',
        },
      ]);
    await expect(mascot).toHaveAttribute('data-emotion', 'idle');
    // The bubble leaves after 3 s.
    await expect(mascot.getByRole('status')).toHaveText('', { timeout: 5000 });
  });

  test('on /signup it says its line in one utterance', async ({ page }) => {
    await recordSpeech(page);
    await page.goto('/signup');
    const line = 'Here, you can register. Use Google to do it faster!';
    await expect(mascotOf(page).getByRole('status')).toHaveText(line);
    await expect
      .poll(() => utterances(page))
      .toEqual([{ text: line, rate: 0.9, pitch: 1.3, volume: 1, lang: 'en-US' }]);
  });

  test('stays silent, without errors, where speech synthesis is missing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const speechless = window as unknown as Record<string, unknown>;
      delete speechless.speechSynthesis;
      delete speechless.SpeechSynthesisUtterance;
    });
    await page.goto('/login');
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    await expect(mascotOf(page).getByRole('status')).toHaveText(
      'Here, you can login. I always prefer to login with Google!',
    );
    expect(errors).toEqual([]);
  });

  test('the mute switch silences it and is remembered on the next visit', async ({ page }) => {
    await recordSpeech(page);
    await page.goto('/');
    const toggle = mascotOf(page).getByRole('button', { name: 'Mute mascot voice' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/login');
    await expect(mascotOf(page).getByRole('status')).toHaveText(/Here, you can login/);
    await expect(mascotOf(page).getByRole('button', { name: 'Mute mascot voice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await utterances(page)).toEqual([]);
  });
});

test.describe('placement', () => {
  test('dragging with the mouse keeps it 10 px inside every edge', async ({ page }) => {
    await page.goto('/about');
    const mascot = mascotOf(page);
    await expect(mascot).toBeVisible();
    const viewport = await viewportOf(page);

    await dragBy(page, mascot, -3000, -3000);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: 10, y: 10 });

    await dragBy(page, mascot, 3000, 3000);
    const box = await boxOf(mascot);
    expect(box.x + box.width).toBe(viewport.width - 10);
    expect(box.y + box.height).toBe(viewport.height - 10);

    // Moved by a drag, not only pushed against the edges: a short drag moves it that far.
    await dragBy(page, mascot, -200, -150);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: box.x - 200, y: box.y - 150 });
  });

  test('moves with the arrow keys when focused, also kept inside', async ({ page }) => {
    await page.goto('/about');
    const mascot = mascotOf(page);
    const figure = figureOf(mascot);
    await expect(figure).toBeVisible();
    const before = await settledBoxOf(mascot);
    await figure.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: before.x - 10, y: before.y + 10 });
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(async () => (await boxOf(mascot)).y).toBe(10);
  });

  test('stands still, in every pose, when reduced motion is asked for', async ({ page }) => {
    const bodyAnimation = () =>
      page.evaluate(() => {
        const body = document.querySelector('[data-testid="mascot"] .mascot-body');
        return body ? getComputedStyle(body).animationName : null;
      });
    await page.goto('/about');
    await expect.poll(bodyAnimation).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(bodyAnimation).toBe('none');
  });

  test('is sized by screen class and kept inside the viewport on resize', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const mascot = mascotOf(page);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 180, height: 225 });
    await dragBy(page, mascot, -3000, 3000);

    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 80, height: 100 });
    const viewport = await viewportOf(page);
    const box = await boxOf(mascot);
    expect(box.x).toBe(10);
    expect(box.y + box.height).toBe(viewport.height - 10);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 100, height: 125 });
  });

  test('stands still at one place on the login page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const mascot = mascotOf(page);
    await expect.poll(() => boxOf(mascot)).toMatchObject({ width: 100, height: 125, y: 96 });
    const before = await boxOf(mascot);
    await dragBy(page, mascot, -300, 200);
    expect(await boxOf(mascot)).toEqual(before);
  });

  test('steps down below the open user menu and back up when it closes', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/');
    const mascot = mascotOf(page);
    await expect(mascot).toBeVisible();
    const before = await settledBoxOf(mascot);

    await userMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const menuBox = await boxOf(menu);
    await expect
      .poll(async () => (await boxOf(mascot)).y)
      .toBeGreaterThan(menuBox.y + menuBox.height);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(async () => (await boxOf(mascot)).y).toBe(before.y);
  });
});

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
        await expect(mascot.getByRole('status')).not.toHaveText('');
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
