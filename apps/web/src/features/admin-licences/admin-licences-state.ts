import { ZRejectLicenceRequest } from '@tour/shared';

/**
 * The approve confirmation (which licence), the reject dialog (which licence, the reason typed, whether the
 * box has been left, to show its message) and the decision being sent.
 */
export type TLicencesState = {
  confirmingApproval: { licenseId: string; licence: string; name: string } | null;
  rejecting: { licenseId: string; name: string; reason: string; touched: boolean } | null;
  working: { kind: 'approve' | 'reject'; licenseId: string } | null;
};

export type TLicencesAction =
  | { type: 'startApprove'; licenseId: string; licence: string; name: string }
  | { type: 'cancelApprove' }
  | { type: 'startReject'; licenseId: string; name: string }
  | { type: 'editReason'; reason: string }
  | { type: 'touchReason' }
  | { type: 'cancelReject' }
  | { type: 'working'; kind: 'approve' | 'reject'; licenseId: string }
  | { type: 'done'; closeDialog: boolean };

export const initialLicencesState: TLicencesState = { confirmingApproval: null, rejecting: null, working: null };

export function licencesReducer(state: TLicencesState, action: TLicencesAction): TLicencesState {
  switch (action.type) {
    case 'startApprove':
      return {
        ...state,
        confirmingApproval: { licenseId: action.licenseId, licence: action.licence, name: action.name },
      };
    case 'cancelApprove':
      return state.working ? state : { ...state, confirmingApproval: null };
    case 'startReject':
      return { ...state, rejecting: { licenseId: action.licenseId, name: action.name, reason: '', touched: false } };
    case 'editReason':
      return state.rejecting ? { ...state, rejecting: { ...state.rejecting, reason: action.reason } } : state;
    case 'touchReason':
      return state.rejecting ? { ...state, rejecting: { ...state.rejecting, touched: true } } : state;
    case 'cancelReject':
      return state.working ? state : { ...state, rejecting: null };
    case 'working':
      return { ...state, working: { kind: action.kind, licenseId: action.licenseId } };
    case 'done':
      return action.closeDialog
        ? { confirmingApproval: null, rejecting: null, working: null }
        : { ...state, working: null };
  }
}

/** The reason's problem by the shared schema (the server's rule), or null when it may be sent. */
export function reasonProblem(licenseId: string, reason: string): string | null {
  const parsed = ZRejectLicenceRequest.safeParse({ licenseId, reason });
  return parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? null);
}
