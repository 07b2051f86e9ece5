// What the mascot costs the page's main thread while it only stands there: the main thread's busy
// time per second on /about, once it has settled, with motion and with reduced motion (where the
// mascot stands still: the baseline, measured in the same run). Its animations are meant to run
// on the compositor; one that falls back to the main thread restyles and repaints every frame.
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';

const PAGE = '/about';
const SETTLE_MS = 4_000;
const SAMPLE_MS = 5_000;
export const MASCOT_IDLE_ROUNDS = 3;

type Motion = 'no-preference' | 'reduce';

export interface MascotIdleCost {
  /** Main-thread busy milliseconds per second, median of the rounds. */
  moving: number;
  still: number;
}

async function busyPerSecond(browser: Browser, base: string, motion: Motion): Promise<number> {
  const context = await browser.newContext({ reducedMotion: motion });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(base + PAGE, { waitUntil: 'networkidle' });
    await page.getByTestId('mascot').waitFor();
    // Past the welcome wave and the mascot's fade-in.
    await page.waitForTimeout(SETTLE_MS);
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    };
    const before = await taskSeconds();
    await page.waitForTimeout(SAMPLE_MS);
    return ((await taskSeconds()) - before) * (1000 / (SAMPLE_MS / 1000));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function measureMascotIdle(
  base: string,
  log: (message: string) => void,
): Promise<MascotIdleCost> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const samples: Record<Motion, number[]> = { 'no-preference': [], reduce: [] };
  try {
    // Alternated, so a slow spell of the machine touches both alike.
    for (let round = 1; round <= MASCOT_IDLE_ROUNDS; round += 1) {
      for (const motion of ['no-preference', 'reduce'] as const) {
        log(`web: mascot idle on ${PAGE}, ${motion} motion, round ${round}`);
        samples[motion].push(await busyPerSecond(browser, base, motion));
      }
    }
  } finally {
    await browser.close();
  }
  return { moving: median(samples['no-preference']), still: median(samples.reduce) };
}
