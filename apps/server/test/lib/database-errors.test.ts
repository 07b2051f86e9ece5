// How errors from node-postgres and Drizzle are told apart: a lost database (503) versus a
// wrong query (500) versus a duplicate (409).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from '../../src/lib/database-errors.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: rollback'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a server shutting down', Object.assign(new Error('terminating'), { code: '57P01' })],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    // What Drizzle's ROLLBACK throws after the connection of its transaction broke.
    [
      'a rollback on a broken connection',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a closed client', wrapped(new Error('Client was closed and is not queryable'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a unique violation', wrapped(Object.assign(new Error('duplicate'), { code: '23505' }))],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  const duplicate = wrapped(
    Object.assign(new Error('duplicate'), { code: '23505', constraint: 'users_email_unique' }),
  );
  it('finds the violation through the wrapping, by constraint when one is named', () => {
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(duplicate, 'other')).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});
