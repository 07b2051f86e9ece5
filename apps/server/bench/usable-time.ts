// How soon a page can be used on a slow phone: Chromium's CPU slowed 4× and its network set to
// slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), as in bench/RESULTS.md's
// measures of the home. Timed from navigation to what the student acts on, on a first load
// (nothing cached); the median of a few loads, each by a new student.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';
import { answerQuestions, signUpInBrowser } from './signed-in.ts';

export interface UsablePage {
  path: string;
  signedIn: boolean;
  /** What "usable" means on the page. */
  what: string;
  ready: (page: Page) => Promise<unknown>;
}

const TIMEOUT_MS = 60_000;

export const USABLE_PAGES: UsablePage[] = [
  {
    path: '/',
    signedIn: false,
    what: '"Get started" shown',
    ready: (page) =>
      page.getByRole('link', { name: 'Get started' }).first().waitFor({ timeout: TIMEOUT_MS }),
  },
  {
    path: '/practice/algebra',
    signedIn: true,
    what: 'a question with Check Answer',
    ready: (page) =>
      page.getByRole('button', { name: 'Check Answer' }).waitFor({ timeout: TIMEOUT_MS }),
  },
  {
    path: '/previously-answered',
    signedIn: true,
    what: 'the first answered question',
    ready: (page) =>
      page
        .getByRole('list', { name: 'Answered questions' })
        .getByRole('listitem')
        .first()
        .waitFor({ timeout: TIMEOUT_MS }),
  },
];

export interface UsableTime {
  page: UsablePage;
  /** Milliseconds of each load, in the order measured; empty when every load failed. */
  loadsMs: number[];
  error?: string;
}

async function loadOnce(browser: Browser, base: string, target: UsablePage): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    if (target.signedIn) {
      await signUpInBrowser(page, base);
      await answerQuestions(page, base, 3);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(base + target.path, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await target.ready(page);
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** Each of USABLE_PAGES loaded `loads` times. */
export async function measureUsableTimes(
  base: string,
  { loads, log }: { loads: number; log: (message: string) => void },
): Promise<UsableTime[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results: UsableTime[] = [];
  try {
    for (const target of USABLE_PAGES) {
      log(`web: usable time of ${target.path} (slow 4G, CPU 4×)`);
      const result: UsableTime = { page: target, loadsMs: [] };
      for (let i = 0; i < loads; i++) {
        try {
          result.loadsMs.push(await loadOnce(browser, base, target));
        } catch (error) {
          result.error = (error as Error).message.split('\n')[0];
        }
      }
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
