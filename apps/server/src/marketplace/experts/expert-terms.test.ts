import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.js';

/** What an expert keeps and where it goes, said before they register or price a service (docs/payments.md). */
const t = useTestApp({ COMMISSION_PERCENT: '12' });

describe('GET /api/Experts/terms', () => {
  it("answers anyone the platform's commission and that the local provider transfers nothing", async () => {
    const res = await t.anonymous.get('/api/Experts/terms');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ commissionPercent: 12, canTransfer: false });
  });
});
