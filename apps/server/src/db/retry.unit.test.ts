import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryOnConflict } from './retry.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe('retryOnConflict', () => {
  it('recognises deadlocks and serialization failures, also wrapped as a cause', () => {
    expect(isRetryableConflict(pgError('40P01'))).toBe(true);
    expect(isRetryableConflict(pgError('40001'))).toBe(true);
    expect(isRetryableConflict(new Error('query failed', { cause: pgError('40P01') }))).toBe(true);
    expect(isRetryableConflict(pgError('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });

  it('runs the work a second time after a conflict, and only once more', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        if (calls === 1) throw pgError('40P01');
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw pgError('40001');
      }),
    ).rejects.toThrow('pg 40001');
    expect(calls).toBe(2);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      retryOnConflict(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
