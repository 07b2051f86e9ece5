// Lighthouse's mobile profile on the math routes a student uses signed in, each showing real
// questions of the bank: Lighthouse drives a Chromium in which a student signed up and answered
// a few questions, its cache emptied before each run so every load is a first one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';
import { lighthouseMedian, type LighthouseResult } from './lighthouse.ts';
import { answerQuestions, signUpInBrowser } from './signed-in.ts';
import { freePort } from './target.ts';

export const SIGNED_IN_LIGHTHOUSE_ROUTES = ['/practice/algebra', '/previously-answered'];

export async function runSignedInLighthouse(
  base: string,
  { pin, runs, log }: { pin: boolean; runs: number; log: (message: string) => void },
): Promise<LighthouseResult[]> {
  const port = await freePort();
  const profileDir = mkdtempSync(join(tmpdir(), 'academy-bench-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  const results: LighthouseResult[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signUpInBrowser(page, base);
    await answerQuestions(page, base, 3);
    const cdp = await context.newCDPSession(page);
    const beforeRun = async () => {
      await cdp.send('Network.clearBrowserCache');
    };
    for (const path of SIGNED_IN_LIGHTHOUSE_ROUTES) {
      log(`web: lighthouse ${path} (mobile, signed in)`);
      try {
        const scores = await lighthouseMedian(base + path, {
          pin,
          runs,
          profile: 'mobile',
          log,
          port,
          beforeRun,
        });
        results.push({ path, profile: 'mobile', signedIn: true, scores });
      } catch (error) {
        results.push({ path, profile: 'mobile', signedIn: true, error });
      }
    }
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
  return results;
}
