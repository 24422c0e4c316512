import { ZRejectTransferRequest } from '@tour/shared';

/** A transfer the dialogs speak of: enough to name it and say what it is for. */
export type TTransferTarget = { paymentId: string; bookingReference: string; amount: string };

/**
 * The verify confirmation, the reject dialog (the reason typed, whether its box has been left) and the decision
 * being sent: one decision at a time.
 */
export type TVerificationState = {
  verifying: TTransferTarget | null;
  rejecting: { transfer: TTransferTarget; reason: string; touched: boolean } | null;
  working: { kind: 'verify' | 'reject'; paymentId: string } | null;
};

export type TVerificationAction =
  | { type: 'startVerify'; transfer: TTransferTarget }
  | { type: 'cancelVerify' }
  | { type: 'startReject'; transfer: TTransferTarget }
  | { type: 'editReason'; reason: string }
  | { type: 'touchReason' }
  | { type: 'cancelReject' }
  | { type: 'working'; kind: 'verify' | 'reject'; paymentId: string }
  | { type: 'done'; closeDialog: boolean };

export const initialVerificationState: TVerificationState = { verifying: null, rejecting: null, working: null };

export function verificationReducer(state: TVerificationState, action: TVerificationAction): TVerificationState {
  switch (action.type) {
    case 'startVerify':
      return state.working ? state : { ...state, verifying: action.transfer };
    case 'cancelVerify':
      return state.working ? state : { ...state, verifying: null };
    case 'startReject':
      return state.working ? state : { ...state, rejecting: { transfer: action.transfer, reason: '', touched: false } };
    case 'editReason':
      return state.rejecting ? { ...state, rejecting: { ...state.rejecting, reason: action.reason } } : state;
    case 'touchReason':
      return state.rejecting ? { ...state, rejecting: { ...state.rejecting, touched: true } } : state;
    case 'cancelReject':
      return state.working ? state : { ...state, rejecting: null };
    case 'working':
      return { ...state, working: { kind: action.kind, paymentId: action.paymentId } };
    case 'done':
      return action.closeDialog ? initialVerificationState : { ...state, working: null };
  }
}

/**
 * The reason's problem by the shared schema (the server's rule), or null when it may be sent; `required` says that
 * there is none, in the page's language.
 */
export function rejectReasonProblem(reason: string): string | null {
  const parsed = ZRejectTransferRequest.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export type TDeskTab = 'transfers' | 'refunds';

/** The desk's address: which tab and which page of it; anything else reads as the first page of the transfers. */
export function deskFromSearch(search: URLSearchParams): { tab: TDeskTab; page: number } {
  const tab: TDeskTab = search.get('tab') === 'refunds' ? 'refunds' : 'transfers';
  const page = Number(search.get('page'));
  return { tab, page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1 };
}

export function deskSearch(tab: TDeskTab, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'transfers') search.set('tab', tab);
  if (page > 1) search.set('page', String(page));
  return search;
}
