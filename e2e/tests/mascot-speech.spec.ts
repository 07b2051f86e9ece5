import { expect, test, type Page } from '@playwright/test';
import { mascotOf, recordSpeech, utterances } from './mascot';
import { serveEditedJson } from './edited-json';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

// Browsers let a page speak only after the visitor has interacted with it, so most speaking tests
// arrive by clicking the top bar's link, as a visitor would.
const arriveByClicking = async (page: Page, name: 'Login' | 'Sign Up') => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name }).click();
};

/**
 * Has the app told that the server offers Google sign-in, as with GOOGLE_CLIENT_ID set (this
 * run's server has none): the pages show Google's button, whose script stays unloaded here.
 */
async function offerGoogle(page: Page) {
  await serveEditedJson<Record<string, unknown>>(page, '**/api/config', (config) => ({
    ...config,
    googleClientId: 'e2e-client.apps.googleusercontent.com',
  }));
  await page.route('https://accounts.google.com/**', (route) => route.abort());
}

test.describe('speech on the login and register pages', () => {
  test('on /login it shows and says its line sentence by sentence', async ({ page }) => {
    await recordSpeech(page);
    await offerGoogle(page);
    await arriveByClicking(page, 'Login');
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
    await offerGoogle(page);
    await arriveByClicking(page, 'Sign Up');
    const line = 'Here, you can register. Use Google to do it faster!';
    await expect(mascotOf(page).getByRole('status')).toHaveText(line);
    await expect
      .poll(() => utterances(page))
      .toEqual([{ text: line, rate: 0.9, pitch: 1.3, volume: 1, lang: 'en-US' }]);
  });

  test('opened directly, it says its line once the visitor first clicks', async ({ page }) => {
    await recordSpeech(page);
    await offerGoogle(page);
    // Playwright's Chromium counts a page as interacted with from the start; a visitor's browser
    // does not until the first press, which this stands in for.
    await page.addInitScript(() => {
      const userActivation = { hasBeenActive: false };
      Object.defineProperty(navigator, 'userActivation', { value: userActivation });
      const activate = () => (userActivation.hasBeenActive = true);
      for (const type of ['pointerdown', 'keydown']) {
        window.addEventListener(type, activate, { capture: true });
      }
    });
    await page.goto('/login');
    await expect(mascotOf(page).getByRole('status')).toHaveText(/Here, you can login/);
    expect(await utterances(page)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).click();
    await expect
      .poll(async () => (await utterances(page)).map((u) => u.text))
      .toEqual(['Here, you can login.', 'I always prefer to login with Google!']);
    await page.getByLabel('Email', { exact: true }).fill('a@b.co');
    expect(await utterances(page)).toHaveLength(2);
  });

  test('stays silent, without errors, where speech synthesis is missing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await offerGoogle(page);
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

  // GOOGLE_CLIENT_ID unset, as on this run's server: no Google button, so no line about Google.
  test('without Google sign-in, its lines do not speak of Google', async ({ page }) => {
    await recordSpeech(page);
    await arriveByClicking(page, 'Sign Up');
    await expect(page.getByRole('heading', { name: 'Join the Academy!' })).toBeVisible();
    await expect(page.getByRole('separator', { name: 'or sign up with email' })).toHaveCount(0);
    const register = 'Here, you can register. It only takes a minute!';
    await expect(mascotOf(page).getByRole('status')).toHaveText(register);
    await expect(mascotOf(page).getByText(register).first()).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('separator', { name: 'or continue with email' })).toHaveCount(0);
    await expect(mascotOf(page).getByRole('status')).toHaveText(
      'Here, you can login. Welcome back!',
    );
    await expect
      .poll(async () => (await utterances(page)).map((u) => u.text))
      .toEqual([register, 'Here, you can login.', 'Welcome back!']);
  });

  test('the mute switch silences it and is remembered on the next visit', async ({ page }) => {
    await recordSpeech(page);
    await page.goto('/');
    const toggle = mascotOf(page).getByRole('button', { name: 'Mute mascot voice' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(mascotOf(page).getByRole('status')).toHaveText(/Here, you can login/);
    await expect(mascotOf(page).getByRole('button', { name: 'Mute mascot voice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await utterances(page)).toEqual([]);
  });
});
