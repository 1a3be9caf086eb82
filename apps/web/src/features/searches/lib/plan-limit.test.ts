import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { planLimitMessage } from './plan-limit';

describe('planLimitMessage', () => {
  it("is the server's message for a LIMIT_REACHED answer, whatever its words", () => {
    const error = new ApiError(409, { code: 'LIMIT_REACHED', message: 'Tu plan no permite más', requestId: 'r' });
    expect(planLimitMessage(error)).toBe('Tu plan no permite más');
  });

  it('is null for any other code, even when the message mentions the plan limit', () => {
    const error = new ApiError(409, { code: 'CONFLICT', message: 'Conflicto con el límite de tu plan', requestId: 'r' });
    expect(planLimitMessage(error)).toBeNull();
    expect(planLimitMessage(new Error('Has alcanzado el límite de tu plan'))).toBeNull();
  });
});
