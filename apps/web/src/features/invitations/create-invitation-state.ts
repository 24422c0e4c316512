import { type TInvitationEmailDelivery, ZInvitationEmail } from '@tour/shared';

/**
 * The create dialog's e-mail check (3-admin.md section 5), as a pure function of what was typed, what has
 * stood still for 500 ms and what the server answered about it.
 */
export type TEmailCheck =
  | { kind: 'empty' }
  | { kind: 'typing' }
  | { kind: 'invalid' }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'pending_invitation'; expiresAt: string }
  | { kind: 'registered' }
  | { kind: 'error' };

type TCheckAnswer =
  | { status: 'pending' }
  | { status: 'error' }
  | {
      status: 'success';
      data: { status: 'available' | 'pending_invitation' | 'registered'; expiresAt: string | null };
    };

/** The address to ask the server about, or null while it is empty or not an address. */
export function emailToCheck(settled: string): string | null {
  const parsed = ZInvitationEmail.safeParse(settled);
  return parsed.success ? parsed.data : null;
}

export function emailCheckOf(input: { typed: string; settled: string; answer: TCheckAnswer }): TEmailCheck {
  if (input.typed.trim() === '') return { kind: 'empty' };
  // The check runs only once typing has stopped for 500 ms; until then the last answer no longer applies.
  if (input.typed !== input.settled) return { kind: 'typing' };
  if (emailToCheck(input.settled) === null) return { kind: 'invalid' };
  if (input.answer.status === 'pending') return { kind: 'checking' };
  if (input.answer.status === 'error') return { kind: 'error' };
  const { status, expiresAt } = input.answer.data;
  if (status === 'pending_invitation') return { kind: 'pending_invitation', expiresAt: expiresAt ?? '' };
  return { kind: status };
}

/** Create is offered only for an address checked and available. */
export function canCreateFor(check: TEmailCheck): boolean {
  return check.kind === 'available';
}

/** The dialog: open or not, the address typed, whether Create was pressed without an available address. */
export type TCreateDialogState = { open: boolean; email: string; refused: boolean; creating: boolean };

export type TCreateDialogAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'edit'; email: string }
  | { type: 'refuse' }
  | { type: 'createStarted' }
  | { type: 'createFailed' }
  | { type: 'created' };

export const initialCreateDialogState: TCreateDialogState = { open: false, email: '', refused: false, creating: false };

export function createDialogReducer(state: TCreateDialogState, action: TCreateDialogAction): TCreateDialogState {
  switch (action.type) {
    case 'open':
      return { ...initialCreateDialogState, open: true };
    case 'close':
      // A request under way finishes in the dialog that sent it.
      return state.creating ? state : initialCreateDialogState;
    case 'edit':
      return { ...state, email: action.email, refused: false };
    case 'refuse':
      return { ...state, refused: true };
    case 'createStarted':
      return { ...state, creating: true, refused: false };
    case 'createFailed':
      return { ...state, creating: false };
    case 'created':
      return initialCreateDialogState;
  }
}

/** What the page says once the new invitation's e-mail has had its first try, or after waiting for it. */
export type TDeliveryOutcome = 'sent' | 'failed' | 'queued';

/**
 * Follows a new invitation's e-mail through the outbox: sent once the outbox says so, failed as soon as an
 * attempt has failed (the spec's warning), queued when no attempt has finished within the polls. Nothing
 * is claimed before it has happened.
 */
export async function followInvitationDelivery(input: {
  read: () => Promise<TInvitationEmailDelivery | null>;
  wait: () => Promise<void>;
  polls: number;
}): Promise<TDeliveryOutcome> {
  for (let poll = 0; poll < input.polls; poll += 1) {
    const delivery = await input.read();
    if (delivery === 'sent') return 'sent';
    if (delivery === 'retrying' || delivery === 'failed') return 'failed';
    if (poll < input.polls - 1) await input.wait();
  }
  return 'queued';
}
