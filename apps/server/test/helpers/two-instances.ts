// Two app instances sharing one database, with a bank of `questionCount` many-NNN questions, and
// one clock the test moves: the scheduled jobs run on every server, and one of them claims a run.
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { importBank } from '../../src/features/content/service.ts';
import { bankWithManyQuestions } from './fixture-bank.ts';
import { createTestDatabase } from './test-database.ts';
import { testConfig } from './test-app.ts';

export async function twoInstances(questionCount: number, start: Date) {
  const bank = bankWithManyQuestions(questionCount);
  const database = await createTestDatabase();
  await importBank(database.db, { root: bank.root });
  let now = start;
  const clock = {
    now: () => now,
    set: (at: Date) => {
      now = at;
    },
  };
  const config = testConfig({ CONTENT_ROOT: bank.root });
  const [one, two] = await Promise.all(
    [0, 1].map(() => buildApp({ config, database, logger: false, clock })),
  );
  afterAll(async () => {
    await one!.close();
    await two!.close();
    await database.close();
  });

  /** Both instances check at once, as their timers would: the runs of `job` among what ran. */
  const bothRun = async (job: string) =>
    (await Promise.all([one!, two!].map((a) => a.scheduledJobs.runDue())))
      .flat()
      .filter((run) => run.startsWith(`${job}:`));

  return { one: one!, two: two!, database, config, clock, bothRun };
}
