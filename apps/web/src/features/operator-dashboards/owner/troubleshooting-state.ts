import type { TOwnerDashboard } from '@tour/shared';

/** What the Debug Fetch found: the counts the dashboard is built on, and the answer itself to read. */
export type TDebugSnapshot = {
  at: string;
  tours: number;
  pending: number;
  bookings: number;
  answer: string;
};

/**
 * The troubleshooting box of an owner without tours (3-admin.md section 2): Debug Fetch asks the server again and
 * shows what came back; Check Pending Tours lists the submissions still awaiting approval.
 */
export type TTroubleshootingState = {
  debug:
    | { status: 'idle' }
    | { status: 'fetching' }
    | { status: 'done'; snapshot: TDebugSnapshot }
    | { status: 'failed'; message: string };
  pendingShown: boolean;
};

export type TTroubleshootingAction =
  | { type: 'debugStarted' }
  | { type: 'debugDone'; snapshot: TDebugSnapshot }
  | { type: 'debugFailed'; message: string }
  | { type: 'pendingChecked' };

export const INITIAL_TROUBLESHOOTING: TTroubleshootingState = { debug: { status: 'idle' }, pendingShown: false };

export function troubleshootingReducer(
  state: TTroubleshootingState,
  action: TTroubleshootingAction,
): TTroubleshootingState {
  switch (action.type) {
    case 'debugStarted':
      return { ...state, debug: { status: 'fetching' } };
    case 'debugDone':
      return { ...state, debug: { status: 'done', snapshot: action.snapshot } };
    case 'debugFailed':
      return { ...state, debug: { status: 'failed', message: action.message } };
    case 'pendingChecked':
      return { ...state, pendingShown: true };
  }
}

/** The Debug Fetch's summary of an answer. */
export function debugSnapshotOf(dashboard: TOwnerDashboard, at: Date): TDebugSnapshot {
  return {
    at: at.toISOString(),
    tours: dashboard.tours.length,
    pending: dashboard.tours.filter((tour) => tour.status === 'pending').length,
    bookings: dashboard.cards.bookings,
    answer: JSON.stringify(
      { basis: dashboard.basis, today: dashboard.today, cards: dashboard.cards, tours: dashboard.tours },
      null,
      2,
    ),
  };
}
