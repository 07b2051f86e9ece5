// kill -9 under load: every answer the server acknowledged survives, and the server (on PGlite:
// the same data directory, its pid lock left behind by the dead process) starts again cleanly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_PASSWORD } from '../helpers/test-app.ts';
import {
  adminQuery,
  createServerStorage,
  freePort,
  httpJson,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process.ts';

const CLIENTS = 20;
// Typed-answer questions: each answer is a text of its own (`c3-n17`), which names the call that
// stored it, where a choice question takes only its letters.
const QUESTIONS = ['test-linear-002', 'test-system-002'];

const storage = await createServerStorage();
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  await storage.cleanup();
});

async function storedAnswers(): Promise<string[]> {
  if (storage.databaseUrl) {
    const result = await adminQuery(storage.databaseUrl, 'select answer from answers');
    return result.rows.map((r: { answer: string }) => r.answer);
  }
  const client = await PGlite.create(storage.dataDir);
  try {
    const result = await client.query<{ answer: string }>('select answer from answers');
    return result.rows.map((r) => r.answer);
  } finally {
    await client.close();
  }
}

describe(`kill -9 while ${CLIENTS} clients record answers (${storage.kind})`, () => {
  it('keeps every acknowledged answer and restarts cleanly', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const first = await startServerProcess(storage.env, port);
    running.push(first);

    const cookies = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const res = await httpJson(
          first.url,
          'POST',
          '/api/auth/signup',
          {
            email: `kill.${i}.${Date.now()}@example.com`,
            password: VALID_PASSWORD,
            firstname: 'Kill',
            lastname: `Client${i}`,
          },
          undefined,
          30_000, // 20 password hashes at once: slow on a busy machine
        );
        expect(res.status).toBe(201);
        return res.cookie!;
      }),
    );

    const acknowledged: string[][] = cookies.map(() => []);
    // Calls given up on after 2 s: the server may still have recorded them.
    const unanswered = cookies.map(() => 0);
    // A call the server refused outright: none should be, or the load tests nothing.
    const refused: string[] = [];
    let stop = false;
    const clients = cookies.map(async (cookie, client) => {
      for (let n = 0; !stop; n++) {
        const answer = `c${client}-n${n}`;
        try {
          const res = await httpJson(
            first.url,
            'POST',
            '/api/progress/record-answer',
            { questionId: QUESTIONS[n % QUESTIONS.length], answer },
            cookie,
            2_000,
          );
          if (res.status === 200) acknowledged[client]!.push(answer);
          else if (res.status === 400) refused.push(answer);
        } catch {
          // The server gone, or a slow answer on a busy machine: only the kill ends a client.
          if (stop) return;
          unanswered[client]! += 1;
        }
      }
    });
    // Let the load run, then kill the server in the middle of it.
    const started = Date.now();
    // On a busy machine answers come slower: wait longer for enough of them to count.
    const enough = () => acknowledged.flat().length >= (Date.now() - started < 8_000 ? 200 : 60);
    while (!enough() && Date.now() - started < 30_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(clients);
    const acked = acknowledged.flat();
    expect(refused).toEqual([]);
    expect(acked.length).toBeGreaterThan(50);

    // The same storage again: on PGlite the dead process's pid lock is taken over.
    const second = await startServerProcess(storage.env, port);
    running.push(second);
    if (storage.dataDir) {
      expect(readFileSync(join(storage.dataDir, 'academy.pid'), 'utf8')).toBe(
        String(second.child.pid),
      );
    }
    // The sessions survived too, and each user's attempts include all that were acknowledged
    // (and at most those given up on, and the call in flight when the server died, besides).
    for (const [client, cookie] of cookies.entries()) {
      const stats = await httpJson(second.url, 'GET', '/api/progress/stats', undefined, cookie);
      expect(stats.status).toBe(200);
      const attempts = (stats.json as { totals: { attempts: number } }).totals.attempts;
      expect(attempts).toBeGreaterThanOrEqual(acknowledged[client]!.length);
      expect(attempts).toBeLessThanOrEqual(acknowledged[client]!.length + unanswered[client]! + 1);
    }
    // New writes work after the restart.
    const after = await httpJson(
      second.url,
      'POST',
      '/api/progress/record-answer',
      { questionId: QUESTIONS[0], answer: 'after-restart' },
      cookies[0],
    );
    expect(after.status).toBe(200);

    await stopServerProcess(second);
    expect(second.stderr()).not.toMatch(/"level":(50|60)/);
    const stored = new Set(await storedAnswers());
    expect(acked.filter((answer) => !stored.has(answer))).toEqual([]);
    expect(stored.has('after-restart')).toBe(true);
  });
});
