import { describe, expect, it } from 'vitest';
import { HIRE_STATUSES, type HireStatus } from '@ojeador/shared';
import { hireActions, hireBanner, hireIdOf, hireViewer, type HireUiAction, type HireViewer } from './hire-rules';

const CLIENT: HireViewer = { isClient: true, isExpert: false, isAdmin: false };
const EXPERT: HireViewer = { isClient: false, isExpert: true, isAdmin: false };
const ADMIN: HireViewer = { isClient: false, isExpert: false, isAdmin: true };
const STRANGER: HireViewer = { isClient: false, isExpert: false, isAdmin: false };

const actions = (status: HireStatus, viewer: HireViewer, reviewed = false) => hireActions({ status, reviewed }, viewer);

describe('hireViewer', () => {
  const hire = { clientId: 7, expertId: 9 };
  it('knows the customer, the hired expert and the administrator', () => {
    expect(hireViewer({ id: 7, role: 'User' }, hire)).toEqual(CLIENT);
    expect(hireViewer({ id: 9, role: 'Expert' }, hire)).toEqual(EXPERT);
    expect(hireViewer({ id: 1, role: 'Admin' }, hire)).toEqual(ADMIN);
  });
  it('an expert who hired another expert is that hire’s customer', () => {
    expect(hireViewer({ id: 7, role: 'Expert' }, hire)).toEqual(CLIENT);
  });
  it('nobody else, and a user without the Expert role is not the expert', () => {
    expect(hireViewer({ id: 3, role: 'Expert' }, hire)).toEqual(STRANGER);
    expect(hireViewer({ id: 9, role: 'User' }, hire)).toEqual(STRANGER);
    expect(hireViewer(null, hire)).toEqual(STRANGER);
  });
});

describe('hireActions (from the shared state machine)', () => {
  const table: Record<HireStatus, { client: HireUiAction[]; expert: HireUiAction[]; admin: HireUiAction[] }> = {
    awaiting_payment: { client: ['pay'], expert: [], admin: [] },
    pending: { client: ['withdraw'], expert: ['cancel'], admin: ['forceFinalize'] },
    accepted: { client: [], expert: ['finalize', 'cancel'], admin: ['forceFinalize'] },
    awaiting_client_decision: { client: ['approve', 'dispute'], expert: ['cancel'], admin: ['forceFinalize'] },
    disputed: { client: [], expert: [], admin: ['resolveDispute', 'forceFinalize'] },
    dispute_resolved: { client: ['review'], expert: [], admin: [] },
    completed: { client: ['review'], expert: [], admin: [] },
    cancelled: { client: [], expert: [], admin: [] },
    refunded: { client: [], expert: [], admin: [] },
  };

  it.each(HIRE_STATUSES)('%s: each role sees only its own buttons', (status) => {
    expect(actions(status, CLIENT).sort()).toEqual([...table[status].client].sort());
    expect(actions(status, EXPERT).sort()).toEqual([...table[status].expert].sort());
    expect(actions(status, ADMIN).sort()).toEqual([...table[status].admin].sort());
    expect(actions(status, STRANGER)).toEqual([]);
  });

  it('offers the review once: not after the customer reviewed', () => {
    expect(actions('completed', CLIENT, true)).toEqual([]);
    expect(actions('dispute_resolved', CLIENT, true)).toEqual([]);
  });

  it('the expert may not cancel once completed, cancelled or disputed (spec)', () => {
    for (const status of ['completed', 'cancelled', 'disputed'] as const) expect(actions(status, EXPERT)).not.toContain('cancel');
  });
});

describe('hireBanner', () => {
  it("shows 'Disputa Abierta' to the customer and the expert while disputed", () => {
    expect(hireBanner('disputed', CLIENT)).toBe('disputed');
    expect(hireBanner('disputed', EXPERT)).toBe('disputed');
    expect(hireBanner('disputed', STRANGER)).toBeNull();
  });
  it("shows 'Esperando Aprobación del Cliente' to the expert and '¡La búsqueda ha finalizado!' to the customer", () => {
    expect(hireBanner('awaiting_client_decision', EXPERT)).toBe('awaitingClient');
    expect(hireBanner('awaiting_client_decision', CLIENT)).toBe('finished');
    expect(hireBanner('awaiting_client_decision', ADMIN)).toBeNull();
  });
  it('shows nothing in the other states', () => {
    for (const status of HIRE_STATUSES.filter((s) => s !== 'disputed' && s !== 'awaiting_client_decision')) {
      expect(hireBanner(status, CLIENT)).toBeNull();
      expect(hireBanner(status, EXPERT)).toBeNull();
    }
  });
});

describe('hireIdOf', () => {
  it('answers a positive integer id or null', () => {
    expect(hireIdOf({ id: 4 })).toBe(4);
    expect(hireIdOf({})).toBeNull();
    expect(hireIdOf({ id: 0 })).toBeNull();
    expect(hireIdOf({ id: '4' })).toBeNull();
    expect(hireIdOf(null)).toBeNull();
  });
});
