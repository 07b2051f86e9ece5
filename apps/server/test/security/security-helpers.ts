import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  answers,
  evaluationSubmissions,
  questionServes,
  sessions,
  users,
} from '../../src/db/schema/index.ts';

/** Every /api route of the app, as Fastify registered it ("GET /api/modules/:id/submodules"). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    stack.length = level;
    const path = (stack[level - 1] ?? '') + match[2]!;
    stack[level] = path;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}

/** The `{ message, errors?, code? }` body every failure has (DESIGN.md, API conventions). */
export function expectErrorShape(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['message', 'errors', 'code'].includes(k))).toBe(true);
  if (body.code !== undefined) expect(typeof body.code).toBe('string');
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true);
    for (const item of body.errors as Record<string, unknown>[]) {
      expect(typeof item.param).toBe('string');
      expect(typeof item.msg).toBe('string');
    }
  }
  // Never a stack or an internal detail.
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|drizzle|postgres|pglite/i);
}

const watched = {
  users,
  sessions,
  answers,
  serves: questionServes,
  evaluations: evaluationSubmissions,
};

/** Row counts of the tables a failing call must not touch. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(watched)) {
    counts[name] = (await database.db.select({ n: count() }).from(table as typeof users))[0]!.n;
  }
  return counts;
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
