import { describe, expect, it } from 'vitest';
import { adminActionsFor, adminRefusal, type AdminActionTarget } from './admin-actions';

const actor = { id: 'me' };
const aUser = (overrides: Partial<AdminActionTarget> = {}): AdminActionTarget => ({
  id: 'them',
  role: 'user',
  banned: false,
  managedByConfig: false,
  ...overrides,
});

describe('adminActionsFor', () => {
  it('offers a user a ban, a sign-out and the admin role', () => {
    expect(adminActionsFor(actor, aUser())).toEqual(['ban', 'revoke-sessions', 'grant-admin']);
  });

  it('offers a banned user an unban and a sign-out only', () => {
    expect(adminActionsFor(actor, aUser({ banned: true }))).toEqual(['unban', 'revoke-sessions']);
  });

  it('offers another admin a sign-out and a demotion, never a ban', () => {
    expect(adminActionsFor(actor, aUser({ role: 'admin' }))).toEqual(['revoke-sessions', 'revoke-admin']);
  });

  it('offers nothing on an ADMIN_EMAILS admin, whose role is the configuration’s', () => {
    expect(adminActionsFor(actor, aUser({ role: 'admin', managedByConfig: true }))).toEqual([]);
  });

  it('offers nothing on oneself', () => {
    expect(adminActionsFor(actor, aUser({ id: 'me', role: 'admin' }))).toEqual([]);
  });
});

describe('adminRefusal', () => {
  it('names the rule each refused action meets, as the API answers it', () => {
    const self = aUser({ id: 'me', role: 'admin' });
    expect(adminRefusal(actor, self, 'ban')).toBe('self');
    expect(adminRefusal(actor, self, 'revoke-sessions')).toBe('self');
    expect(adminRefusal(actor, self, 'revoke-admin')).toBe('self');
    expect(adminRefusal(actor, aUser({ role: 'admin' }), 'ban')).toBe('target_is_admin');
    expect(adminRefusal(actor, aUser({ banned: true }), 'grant-admin')).toBe('target_banned');
    const managed = aUser({ role: 'admin', managedByConfig: true });
    expect(adminRefusal(actor, managed, 'revoke-sessions')).toBe('managed_by_config');
    expect(adminRefusal(actor, managed, 'revoke-admin')).toBe('managed_by_config');
  });

  it('refuses no unban, and nothing that only changes nothing', () => {
    expect(adminRefusal(actor, aUser(), 'unban')).toBeUndefined();
    expect(adminRefusal(actor, aUser({ role: 'admin' }), 'grant-admin')).toBeUndefined();
    expect(adminRefusal(actor, aUser({ banned: true }), 'ban')).toBeUndefined();
  });
});
