import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './outage.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached, whatever layer reports it', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Drizzle's wrapper, and the AggregateError of a refused localhost (IPv6 then IPv4).
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other error to be a 500: a wrong query, a broken rule, a bug', () => {
    expect(isDatabaseUnavailable(withCode('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: insert', { cause: withCode('23503') }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
