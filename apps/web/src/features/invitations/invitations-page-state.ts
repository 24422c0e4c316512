/** The deactivate confirmation: which invitation, and whether the request is under way. */
export type TDeactivateState = { confirming: { id: string; email: string } | null; working: boolean };

export type TDeactivateAction =
  | { type: 'ask'; id: string; email: string }
  | { type: 'cancel' }
  | { type: 'start' }
  | { type: 'done' }
  | { type: 'failed' };

export const initialDeactivateState: TDeactivateState = { confirming: null, working: false };

export function deactivateReducer(state: TDeactivateState, action: TDeactivateAction): TDeactivateState {
  switch (action.type) {
    case 'ask':
      return state.working ? state : { confirming: { id: action.id, email: action.email }, working: false };
    case 'cancel':
      return state.working ? state : initialDeactivateState;
    case 'start':
      return state.confirming ? { ...state, working: true } : state;
    case 'done':
      return initialDeactivateState;
    case 'failed':
      return { ...state, working: false };
  }
}

/** The page number from the address (?page=2), 1 when absent or not a page. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
