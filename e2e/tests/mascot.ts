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
  // A scroll or a change is measured in the next frame (use-content-clearance.ts) and the move
  // drawn by a render after it: until both have run, the mascot stands still where it is about
  // to leave (seen in CI: /pricing scrolled, read at the spot it then left).
  await locator.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
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

/**
 * The page's controls, headings and marked work on screen that the mascot's figure or its mute
 * switch is drawn over, each named by its tag and first words: what a student must see and reach.
 */
export const controlsUnderMascot = (page: Page) =>
  page.evaluate(() => {
    const mascot = document.querySelector('[data-testid="mascot"]')!;
    // Out of sight, it covers nothing.
    if (getComputedStyle(mascot).visibility === 'hidden') return [];
    // On a phone the mute switch takes taps 6 px past its edge (`touch-target`).
    const reach = innerWidth < 640 ? 6 : 0;
    const mute = mascot.querySelector('button')!.getBoundingClientRect();
    const parts = [
      mascot.getBoundingClientRect(),
      new DOMRect(mute.x - reach, mute.y - reach, mute.width + 2 * reach, mute.height + 2 * reach),
    ];
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const found: string[] = [];
    const words = 'h1, h2, h3, h4, h5, h6, [role="alert"], dt, dd';
    // An option card (a label holding its radio) is a control: all of it takes a tap.
    // And what a page marks as work as a whole (a plan card: its name, price and ribbon).
    const selector = `a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], label:has(input), [data-mascot-avoid], ${words}`;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (mascot.contains(element) || element.closest('header')) continue;
      // A title by its words: its box is as wide as its column.
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = element.matches(words)
        ? range.getBoundingClientRect()
        : element.getBoundingClientRect();
      // Drawn (not an sr-only label's 1 px box) and in sight below the top bar.
      if (box.width < 2 || box.height < 2 || box.bottom <= bar || box.top >= innerHeight) continue;
      const hit = parts.some(
        (part) =>
          part.left < box.right &&
          box.left < part.right &&
          Math.max(part.top, bar) < box.bottom &&
          box.top < part.bottom,
      );
      if (hit)
        found.push(`<${element.localName}> ${(element.textContent ?? '').trim().slice(0, 40)}`);
    }
    return found;
  });

/**
 * The words of the page's sections (paragraphs, table cells, a list's rows) the mascot stands on,
 * as it shows them now: what a student reads, where `controlsUnderMascot` finds what they use.
 */
export const wordsUnderMascot = (page: Page) =>
  page.evaluate(() => {
    const mascot = document.querySelector('[data-testid="mascot"]')!;
    if (getComputedStyle(mascot).visibility === 'hidden') return [];
    const figure = mascot.getBoundingClientRect();
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const words = document.querySelectorAll<HTMLElement>(
      'main section :is(p, td, th, dt, dd, li > div)',
    );
    return [...words]
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        if (box.width < 2 || box.height < 2 || box.bottom <= bar || box.top >= innerHeight)
          return false;
        return (
          figure.left < box.right &&
          box.left < figure.right &&
          Math.max(figure.top, bar) < box.bottom &&
          box.top < figure.bottom
        );
      })
      .map((element) => `<${element.localName}> ${element.innerText.trim().slice(0, 40)}`);
  });

/**
 * Scrolls the page from its top to its end, a third of a screen at a time, and expects at each
 * step, once the mascot has settled, nothing `under` finds (by default no control, title or
 * alert in sight) under it.
 */
export async function expectNothingUnderMascotScrolling(
  page: Page,
  name: string,
  under: (page: Page) => Promise<string[]> = controlsUnderMascot,
) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight - innerHeight,
    step: Math.round(innerHeight / 3),
  }));
  for (let top = 0; ; top = Math.min(top + step, end)) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await settledBoxOf(mascotOf(page));
    expect.soft(await under(page), `${name}, ${top} px down`).toEqual([]);
    if (top >= end) break;
  }
}

/** The mascot's size by screen class (SPEC): phones, tablets, and from 1024 px. */
const sizeAt = (width: number) =>
  width < 640
    ? { width: 80, height: 100 }
    : width < 1024
      ? { width: 100, height: 125 }
      : { width: 180, height: 225 };

/**
 * Expects no word or control of the page at `path` under the mascot's start spot (with its mute
 * switch) at each of `widths`.
 */
export async function expectNothingUnderMascotSpot(
  page: Page,
  path: string,
  widths: readonly number[],
) {
  const mascot = mascotOf(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Its size for the new screen class first: on a busy machine the old size can read as
    // settled twice before the resize reaches it.
    await expect.poll(() => boxOf(mascot), `its size at ${width} px`).toMatchObject(sizeAt(width));
    const figure = await settledBoxOf(mascot);
    // With its mute switch, which overhangs its lower left corner.
    const mute = await boxOf(mascot.getByRole('button', { name: 'Mute mascot voice' }));
    const spot = {
      x: Math.min(figure.x, mute.x),
      y: figure.y,
      width: figure.x + figure.width - Math.min(figure.x, mute.x),
      height: Math.max(figure.y + figure.height, mute.y + mute.height) - figure.y,
    };
    const covered = await page.evaluate((box) => {
      const found: string[] = [];
      const main = document.querySelector('main');
      if (!main) return ['no <main>'];
      const overlaps = (rect: DOMRect) =>
        rect.right > box.x &&
        rect.left < box.x + box.width &&
        rect.bottom > box.y &&
        rect.top < box.y + box.height;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) found.push(node.textContent.trim());
      }
      // Controls too, whose words may stop short of it while their edge does not.
      for (const control of main.querySelectorAll<HTMLElement>(
        'a, button, input, select, textarea, [role="combobox"]',
      )) {
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && overlaps(rect))
          found.push(`<${control.localName}> ${control.textContent?.trim() ?? ''}`);
      }
      return found;
    }, spot);
    expect.soft(covered, `the mascot's starting spot on ${path} at ${width} px`).toEqual([]);
  }
}
