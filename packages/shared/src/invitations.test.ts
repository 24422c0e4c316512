import { describe, expect, it } from 'vitest';
import {
  canCopyInvitationLink,
  canDeactivateInvitation,
  formatInvitationExpiry,
  invitationEmailDelivery,
  invitationState,
  pendingInvitationMessage,
} from './invitations';

const now = new Date('2026-06-01T08:00:00Z');
const later = '2026-06-08T08:00:00Z';
const earlier = '2026-05-31T08:00:00Z';

describe('invitation states (3-admin.md section 4)', () => {
  it('reads Active, Used, Expired and Deactivated', () => {
    expect(invitationState({ isActive: true, usedAt: null, expiresAt: later }, now)).toBe('active');
    expect(invitationState({ isActive: true, usedAt: earlier, expiresAt: later }, now)).toBe('used');
    expect(invitationState({ isActive: true, usedAt: null, expiresAt: earlier }, now)).toBe('expired');
    expect(invitationState({ isActive: false, usedAt: null, expiresAt: later }, now)).toBe('deactivated');
    expect(invitationState({ isActive: true, usedAt: null, expiresAt: now }, now)).toBe('expired');
  });

  it('offers Copy link only while active, Deactivate while active and unused (expired too)', () => {
    expect(canCopyInvitationLink({ isActive: true, usedAt: null, expiresAt: later }, now)).toBe(true);
    expect(canCopyInvitationLink({ isActive: true, usedAt: null, expiresAt: earlier }, now)).toBe(false);
    expect(canDeactivateInvitation({ isActive: true, usedAt: null, expiresAt: earlier })).toBe(true);
    expect(canDeactivateInvitation({ isActive: true, usedAt: earlier, expiresAt: later })).toBe(false);
    expect(canDeactivateInvitation({ isActive: false, usedAt: null, expiresAt: later })).toBe(false);
  });
});

describe('the invitation e-mail delivery', () => {
  it('is queued until tried, retrying after a failed attempt, then sent or failed', () => {
    expect(invitationEmailDelivery({ status: 'pending', attempts: 0 })).toBe('pending');
    expect(invitationEmailDelivery({ status: 'pending', attempts: 2 })).toBe('retrying');
    expect(invitationEmailDelivery({ status: 'sent', attempts: 1 })).toBe('sent');
    expect(invitationEmailDelivery({ status: 'failed', attempts: 6 })).toBe('failed');
  });
});

describe('the pending invitation message', () => {
  it("fills the spec's {date} with the expiry in Bangkok time", () => {
    expect(formatInvitationExpiry(later)).toBe('Jun 8, 2026, 15:00 Bangkok time');
    expect(pendingInvitationMessage(later)).toBe(
      'Email already has a pending invitation (expires Jun 8, 2026, 15:00 Bangkok time)',
    );
  });
});
