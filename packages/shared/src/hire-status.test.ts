import { describe, expect, it } from 'vitest';
import {
  HIRE_STATE_FACTS,
  HIRE_STATUSES,
  HIRE_STATUSES_WITH_DEADLINE,
  HIRE_TRANSITIONS,
  canTransition,
  hireDeadlineAction,
  hireDeadlineFrom,
  type HireAction,
  type HireStatus,
} from './hire-status.js';

/** The whole table, written out by hand so a change to the machine must change this test too. */
const ALLOWED: Record<HireAction, HireStatus[]> = {
  pay: ['awaiting_payment'],
  abandonPayment: ['awaiting_payment'],
  accept: ['pending'],
  reject: ['pending'],
  withdraw: ['pending'],
  expire: ['pending'],
  finalize: ['accepted'],
  cancel: ['pending', 'accepted', 'awaiting_client_decision'],
  approve: ['awaiting_client_decision'],
  autoComplete: ['awaiting_client_decision'],
  dispute: ['awaiting_client_decision'],
  resolveDispute: ['disputed'],
  forceFinalize: ['pending', 'accepted', 'awaiting_client_decision', 'disputed'],
  forceRefund: ['pending', 'accepted', 'awaiting_client_decision', 'disputed'],
};

describe('the hire state machine', () => {
  for (const action of Object.keys(ALLOWED) as HireAction[]) {
    for (const status of HIRE_STATUSES) {
      const allowed = ALLOWED[action].includes(status);
      it(`${allowed ? 'allows' : 'refuses'} ${action} from ${status}`, () => {
        expect(canTransition(action, status)).toBe(allowed);
      });
    }
  }

  it('never leaves a final state', () => {
    for (const status of ['completed', 'dispute_resolved', 'cancelled', 'refunded'] as const) {
      expect((Object.keys(HIRE_TRANSITIONS) as HireAction[]).filter((action) => canTransition(action, status))).toEqual([]);
    }
  });

  it('moves money only where the lifecycle says: refunds on every cancellation, release on completion', () => {
    expect(HIRE_TRANSITIONS.reject.money).toBe('refund');
    expect(HIRE_TRANSITIONS.expire.money).toBe('refund');
    expect(HIRE_TRANSITIONS.cancel.money).toBe('refund');
    expect(HIRE_TRANSITIONS.approve.money).toBe('release');
    expect(HIRE_TRANSITIONS.autoComplete.money).toBe('release');
    expect(HIRE_TRANSITIONS.resolveDispute.money).toBe('decide');
    expect(HIRE_TRANSITIONS.forceFinalize.money).toBe('release');
    expect(HIRE_TRANSITIONS.forceRefund.money).toBe('refund');
    expect(HIRE_TRANSITIONS.abandonPayment.money).toBe('none');
  });

  it('settles a hire forced for the customer as refunded, not completed', () => {
    expect(HIRE_TRANSITIONS.forceRefund.to).toBe('refunded');
    expect(HIRE_TRANSITIONS.forceFinalize.to).toBe('completed');
  });
});

describe('the hire states and their facts', () => {
  it('gives every state with a deadline a clock action that leaves it, and no other state one', () => {
    for (const status of HIRE_STATUSES) {
      const facts = HIRE_STATE_FACTS[status];
      expect(facts.deadlineHours === null, status).toBe(facts.onDeadline === null);
      if (facts.onDeadline === null) continue;
      const transition = HIRE_TRANSITIONS[facts.onDeadline];
      expect(transition.actor, status).toBe('system');
      expect(transition.from as readonly string[], status).toContain(status);
    }
    expect([...HIRE_STATUSES_WITH_DEADLINE].sort()).toEqual(['awaiting_client_decision', 'awaiting_payment', 'pending']);
  });

  it('dates a deadline from the moment the state is entered', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(hireDeadlineFrom('pending', now)?.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(hireDeadlineFrom('awaiting_client_decision', now)?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(hireDeadlineFrom('awaiting_payment', now)?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(hireDeadlineFrom('accepted', now)).toBeNull();
    expect(hireDeadlineAction('pending')).toBe('expire');
    expect(hireDeadlineAction('disputed')).toBeNull();
  });
});
