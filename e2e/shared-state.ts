// Emptying the PostgreSQL database and Redis index one run works in (instances.ts).
import { Redis } from 'ioredis';
import pg from 'pg';

/** Drops and creates the run's database (connected through the caller's), and empties its Redis index. */
export async function resetSharedState() {
  const { DATABASE_URL, E2E_BASE_DATABASE_URL, REDIS_URL } = process.env;
  if (DATABASE_URL && E2E_BASE_DATABASE_URL && DATABASE_URL !== E2E_BASE_DATABASE_URL) {
    const name = decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1));
    const client = new pg.Client({ connectionString: E2E_BASE_DATABASE_URL });
    await client.connect();
    try {
      const quoted = client.escapeIdentifier(name);
      await client.query(`drop database if exists ${quoted} with (force)`);
      await client.query(`create database ${quoted}`);
    } finally {
      await client.end();
    }
  }
  if (REDIS_URL) {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  }
}
