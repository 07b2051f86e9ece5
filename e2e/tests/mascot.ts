// What the mascot specs share: a recorder in place of speech synthesis, the mascot's locators and
// its on-screen box, and a mouse drag.
import { expect, type Locator, type Page } from '@playwright/test';

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
export async function recordSpeech(page: Page) {
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

export const utterances = (page: Page) => page.evaluate(() => window.__utterances);
export const mascotOf = (page: Page) => page.getByTestId('mascot');
export const figureOf = (mascot: Locator) =>
  mascot.getByRole('img', { name: 'Summit, your study buddy' });
export const viewportOf = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }));

export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The mascot is not on screen');
  return box;
}

/**
 * The box once the mascot has settled: its entrance (a 4 px slide), sizing by screen class and
 * CSS transitions run first. Two equal readings alone are not enough: on a busy machine an
 * animation can sit on its first frame for both.
 */
export async function settledBoxOf(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element.getAnimations().length)).toBe(0);
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
export async function dragBy(page: Page, mascot: Locator, dx: number, dy: number) {
  const box = await boxOf(figureOf(mascot));
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** The settled mascot covers none of `work` (each must be on screen). */
export async function expectMascotClearOf(page: Page, work: Locator[]) {
  const mascot = await settledBoxOf(mascotOf(page));
  for (const element of work) {
    const box = await boxOf(element);
    const apart =
      mascot.x >= box.x + box.width ||
      box.x >= mascot.x + mascot.width ||
      mascot.y >= box.y + box.height ||
      box.y >= mascot.y + mascot.height;
    expect(apart, `the mascot covers ${String(element)}`).toBe(true);
  }
}
