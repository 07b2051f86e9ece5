// Fills a migrated database with a realistic volume for the load benchmark: the real question
// bank, 2,000 users with sessions, one heavy user with 100,000 recorded answers, and a few
// answers for everyone else. Rows are inserted directly in batches (one argon2 hash shared by
// all users), yielding to the event loop between batches: PGlite starves it otherwise.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../src/features/auth/password.ts';
import { hashSessionToken, newSessionToken } from '../src/features/auth/session-token.ts';
import { importBank } from '../src/features/content/service.ts';
import type { Db } from '../src/db/client.ts';
import { answers, questionServes, questions, sessions, users } from '../src/db/schema/index.ts';
import { history, prng, type AnswerRow, type ServeRow } from './seed-history.ts';

export interface SeedOptions {
  users: number;
  heavyAnswers: number;
  /** Paid users that the practice calls (random, check, record) rotate through. */
  practiceUsers: number;
  /** The bank to import; the app's own by default. */
  contentRoot?: string;
  log?: (message: string) => void;
}

export const DEFAULT_SEED: SeedOptions = { users: 2_000, heavyAnswers: 100_000, practiceUsers: 50 };

export interface BenchQuestion {
  id: string;
  submoduleId: string;
  type: string;
  difficulty: number;
  correct: string;
  wrong: string;
}

export interface SeededData {
  heavy: { id: string; cookie: string };
  /** A user with DASHBOARD_ANSWERS answers over 12 weeks: the progress page's budget case. */
  dashboard: { id: string; cookie: string };
  practice: { id: string; cookie: string }[];
  questions: BenchQuestion[];
  moduleId: string;
  submoduleIds: string[];
  /** A concept of the heavy user's most answered submodule, for the three-filter query. */
  threeFilter: { module: string; subModule: string; concepts: string[] };
  searchTerm: string;
  answerRows: number;
  passwordForAll: string;
}

const BATCH = 1_000;
/** Issue 36: the dashboard answers in p99 < 20 ms for a user with 10,000 answers. */
const DASHBOARD_ANSWERS = 10_000;
const DAY_MS = 86_400_000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await insert(rows.slice(i, i + BATCH));
    await yieldToEventLoop();
  }
}

function wrongAnswer(type: string, correct: string): string {
  if (type === 'multiple_choice') return ['A', 'B', 'C', 'D'].find((c) => c !== correct)!;
  return correct === '0' ? '1' : '0';
}

export async function seedDatabase(
  db: Db,
  options: SeedOptions = DEFAULT_SEED,
): Promise<SeededData> {
  const log = options.log ?? (() => {});
  const random = prng(20_240_601);
  const now = Date.now();

  const imported = await importBank(db, options.contentRoot ? { root: options.contentRoot } : {});
  log(
    `bank imported: ${imported.added.length + imported.changed.length + imported.kept} questions`,
  );
  const bankRows = await db.select().from(questions).where(isNull(questions.retiredAt));
  const bank: BenchQuestion[] = bankRows.map((q) => ({
    id: q.id,
    submoduleId: q.submoduleId,
    type: q.type,
    difficulty: q.difficulty,
    correct: q.correctAnswer,
    wrong: wrongAnswer(q.type, q.correctAnswer),
  }));
  if (bank.length === 0) throw new Error('the bank is empty');

  // One hash for every seeded user: argon2 is meant to be slow.
  const passwordForAll = 'Bench1Password';
  const passwordHash = await hashPassword(passwordForAll);
  const nextYear = new Date(now + 365 * DAY_MS);
  const userRows = Array.from({ length: options.users }, (_, i) => {
    const paid = i < options.practiceUsers + 1 || random() < 0.25;
    const createdAt = new Date(now - Math.floor(random() * 400) * DAY_MS);
    return {
      id: randomUUID(),
      email: `bench.user${i}@example.com`,
      passwordHash,
      firstname: `Student${i}`,
      lastname: 'Bench',
      subscriptionTier: paid ? (i % 3 === 0 ? 'Yearly' : 'Monthly') : 'Guest',
      subscriptionEndDate: paid ? nextYear : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  // The heavy user and the practice pool use Yearly (unlimited practice, see access.ts).
  for (let i = 0; i <= options.practiceUsers; i++) userRows[i]!.subscriptionTier = 'Yearly';
  await inBatches(userRows, (batch) => db.insert(users).values(batch));
  log(`${userRows.length} users`);

  // A session per user (the sessions table grows with users); cookies only for those we drive.
  const cookies = new Map<string, string>();
  const sessionRows = userRows.map((u) => {
    const token = newSessionToken();
    cookies.set(u.id, token);
    return {
      tokenHash: hashSessionToken(token),
      userId: u.id,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + 29 * DAY_MS),
    };
  });
  await inBatches(sessionRows, (batch) => db.insert(sessions).values(batch));

  const heavyUser = userRows[0]!;
  const heavy = history(
    heavyUser.id,
    bank,
    Math.max(0, options.heavyAnswers - bank.length),
    365,
    now,
    random,
  );
  // Insert in time order, as the app would have.
  heavy.rows.sort((a, b) => a.answeredAt!.getTime() - b.answeredAt!.getTime());
  let answerRows = 0;
  await inBatches(heavy.rows, async (batch) => {
    await db.insert(answers).values(batch);
    answerRows += batch.length;
    if (answerRows % 20_000 === 0) log(`heavy user: ${answerRows} answers`);
  });
  await inBatches(heavy.serves, (batch) => db.insert(questionServes).values(batch));

  // The dashboard's user: every question once, the rest repeats, over the 12 weeks it shows.
  const dashboardUser = userRows.at(-1)!;
  const dashboard = history(
    dashboardUser.id,
    bank,
    Math.max(0, DASHBOARD_ANSWERS - bank.length),
    84,
    now,
    random,
  );
  dashboard.rows.sort((a, b) => a.answeredAt!.getTime() - b.answeredAt!.getTime());
  await inBatches(dashboard.rows, (batch) => db.insert(answers).values(batch));
  await inBatches(dashboard.serves, (batch) => db.insert(questionServes).values(batch));
  answerRows += dashboard.rows.length;

  // Everyone else: a few answers, a handful of repeats.
  const others: AnswerRow[] = [];
  const otherServes: ServeRow[] = [];
  for (const u of userRows.slice(1, -1)) {
    const firsts = Math.floor(random() * 12);
    const pool = Array.from(
      new Set(Array.from({ length: firsts }, () => bank[Math.floor(random() * bank.length)]!)),
    );
    const h = history(u.id, pool, pool.length ? Math.floor(random() * 4) : 0, 60, now, random);
    others.push(...h.rows);
    otherServes.push(...h.serves);
  }
  await inBatches(others, (batch) => db.insert(answers).values(batch));
  await inBatches(otherServes, (batch) => db.insert(questionServes).values(batch));
  answerRows += others.length;
  log(`${answerRows} answers in all`);
  // Fresh statistics, as autovacuum would gather on PostgreSQL (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);

  const cookieOf = (id: string) => cookies.get(id)!;
  const bySubmodule = new Map<string, number>();
  for (const q of bank) bySubmodule.set(q.submoduleId, (bySubmodule.get(q.submoduleId) ?? 0) + 1);
  const busiest = [...bySubmodule.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // Two concepts of the busiest submodule: "any of" these, inside module and submodule.
  const concepts = await rowsOf<{ concept_id: string }>(sql`select distinct qc.concept_id
      from question_concepts qc join questions q on q.id = qc.question_id
     where q.submodule_id = ${busiest} order by qc.concept_id limit 2`);
  const moduleId = (await rowsOf<{ id: string }>(sql`select id from modules limit 1`))[0]!.id;

  return {
    heavy: { id: heavyUser.id, cookie: cookieOf(heavyUser.id) },
    dashboard: { id: dashboardUser.id, cookie: cookieOf(dashboardUser.id) },
    practice: userRows
      .slice(1, options.practiceUsers + 1)
      .map((u) => ({ id: u.id, cookie: cookieOf(u.id) })),
    questions: bank,
    moduleId,
    submoduleIds: [...bySubmodule.keys()],
    threeFilter: {
      module: moduleId,
      subModule: busiest,
      concepts: concepts.map((r) => r.concept_id),
    },
    searchTerm: 'triangle',
    answerRows,
    passwordForAll,
  };
}

// CLI: `tsx bench/seed.ts [--database-url=postgres://...] [--data-dir=./bench-data]` seeds a
// migrated copy for manual exploration (EXPLAIN ANALYZE, psql).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { openDatabase } = await import('../src/db/client.ts');
  const arg = (name: string) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = arg('database-url');
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dataDir: arg('data-dir') ?? './bench-data' });
  await database.migrate();
  const started = Date.now();
  const seeded = await seedDatabase(database.db, { ...DEFAULT_SEED, log: console.log });
  console.log(`seeded ${seeded.answerRows} answers in ${Date.now() - started} ms`);
  console.log(`heavy user cookie: ${seeded.heavy.cookie}`);
  await database.close();
}
