import { describe, expect, it } from 'vitest';
import {
  canCreateFor,
  createDialogReducer,
  emailCheckOf,
  followInvitationDelivery,
  initialCreateDialogState,
} from './create-invitation-state';

const answered = (status: 'available' | 'pending_invitation' | 'registered', expiresAt: string | null = null) => ({
  status: 'success' as const,
  data: { status, expiresAt },
});

describe('the create dialog e-mail check', () => {
  it('says nothing for an empty box and waits while typing goes on', () => {
    expect(emailCheckOf({ typed: ' ', settled: ' ', answer: { status: 'pending' } })).toEqual({ kind: 'empty' });
    expect(emailCheckOf({ typed: 'owner@ex', settled: 'owner@', answer: answered('available') })).toEqual({
      kind: 'typing',
    });
  });

  it('refuses an address without @ once typing has stopped, without asking the server', () => {
    expect(emailCheckOf({ typed: 'owner', settled: 'owner', answer: { status: 'pending' } })).toEqual({
      kind: 'invalid',
    });
  });

  it("maps the server's answer, its failure and the wait for it", () => {
    const typed = 'owner@example.com';
    const check = (answer: Parameters<typeof emailCheckOf>[0]['answer']) =>
      emailCheckOf({ typed, settled: typed, answer });
    expect(check({ status: 'pending' })).toEqual({ kind: 'checking' });
    expect(check({ status: 'error' })).toEqual({ kind: 'error' });
    expect(check(answered('available'))).toEqual({ kind: 'available' });
    expect(check(answered('registered'))).toEqual({ kind: 'registered' });
    expect(check(answered('pending_invitation', '2026-06-08T08:00:00.000Z'))).toEqual({
      kind: 'pending_invitation',
      expiresAt: '2026-06-08T08:00:00.000Z',
    });
  });

  it('offers Create only for an available address', () => {
    expect(canCreateFor({ kind: 'available' })).toBe(true);
    for (const kind of ['empty', 'typing', 'invalid', 'checking', 'registered', 'error'] as const) {
      expect(canCreateFor({ kind })).toBe(false);
    }
    expect(canCreateFor({ kind: 'pending_invitation', expiresAt: '' })).toBe(false);
  });
});

describe('the create dialog', () => {
  it('opens empty, forgets a refusal when the address changes, and closes only when nothing is being sent', () => {
    let state = createDialogReducer(initialCreateDialogState, { type: 'open' });
    state = createDialogReducer(state, { type: 'edit', email: 'taken@example.com' });
    state = createDialogReducer(state, { type: 'refuse' });
    expect(state.refused).toBe(true);
    state = createDialogReducer(state, { type: 'edit', email: 'free@example.com' });
    expect(state).toEqual({ open: true, email: 'free@example.com', refused: false, creating: false });

    state = createDialogReducer(state, { type: 'createStarted' });
    expect(createDialogReducer(state, { type: 'close' })).toBe(state);
    const failed = createDialogReducer(state, { type: 'createFailed' });
    expect(failed).toMatchObject({ open: true, creating: false, email: 'free@example.com' });
    expect(createDialogReducer(state, { type: 'created' })).toEqual(initialCreateDialogState);
  });
});

describe("following the new invitation's e-mail", () => {
  const follow = async (answers: Array<'pending' | 'sent' | 'retrying' | 'failed' | null>, polls = 5) => {
    let reads = 0;
    let waits = 0;
    const outcome = await followInvitationDelivery({
      read: async () => answers[Math.min(reads++, answers.length - 1)] ?? null,
      wait: async () => {
        waits += 1;
      },
      polls,
    });
    return { outcome, reads, waits };
  };

  it('reports sent only once the outbox has sent it', async () => {
    expect(await follow(['pending', 'pending', 'sent'])).toEqual({ outcome: 'sent', reads: 3, waits: 2 });
  });

  it('warns as soon as a delivery attempt has failed', async () => {
    expect((await follow(['pending', 'retrying'])).outcome).toBe('failed');
    expect((await follow(['failed'])).outcome).toBe('failed');
  });

  it('says queued, not sent, when no attempt finished in time', async () => {
    expect(await follow(['pending'], 3)).toEqual({ outcome: 'queued', reads: 3, waits: 2 });
  });
});
