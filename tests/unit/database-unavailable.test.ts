import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markFromDatabase } from '../../commerce/store/database-unavailable.ts';

/** An error as the database's driver raises it (the store marks each one). */
const withCode = (code: string, message = 'failed') => markFromDatabase(Object.assign(new Error(message), { code }));
const fromPool = (message: string) => markFromDatabase(new Error(message));

describe('isDatabaseUnavailable', () => {
  it('names an unreachable server, a server shutting down or starting, and the pool giving up', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('57014', 'canceling statement due to statement timeout'),
      fromPool('timeout exceeded when trying to connect'),
      fromPool('timeout expired'),
      fromPool('Connection terminated unexpectedly'),
      fromPool('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('finds it behind a GraphQL error or a cause', () => {
    expect(isDatabaseUnavailable(new GraphQLError('wrapped', { originalError: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves the same socket errors alone when another service raised them (a card provider, a mail server)', () => {
    for (const error of [
      Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('the provider failed', { cause: Object.assign(new Error('read ETIMEDOUT'), { code: 'ETIMEDOUT' }) }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
  });

  it('leaves faults of the query or the data alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "nope" does not exist'),
      withCode('40001', 'could not serialize access'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
