import type { TTextsOf } from '../../lib/i18n/texts';
import type { PENDING_TOURS_TEXTS } from './texts';

/**
 * What the pending tours page is doing: which tour is previewed, which decision dialog is open with its
 * text, which approval waits for its confirmation, and which decision is on its way to the server (one
 * at a time, so a double click sends one).
 */

export type TDecisionKind = 'reject' | 'changes';

export type TDecisionDraft = { kind: TDecisionKind; tourId: string; title: string; text: string; touched: boolean };

/** The approval the administrator is asked to confirm (approving publishes the tour at once). */
export type TApprovalToConfirm = { tourId: string; title: string };

export type TPendingToursState = {
  previewId: string | null;
  decision: TDecisionDraft | null;
  approval: TApprovalToConfirm | null;
  working: { kind: 'approve' | TDecisionKind; tourId: string } | null;
};

export type TPendingToursAction =
  | { type: 'preview'; tourId: string }
  | { type: 'closePreview' }
  | { type: 'startDecision'; kind: TDecisionKind; tourId: string; title: string }
  | { type: 'editText'; text: string }
  | { type: 'touchText' }
  | { type: 'cancelDecision' }
  | { type: 'askApproval'; tourId: string; title: string }
  | { type: 'cancelApproval' }
  | { type: 'send'; kind: 'approve' | TDecisionKind; tourId: string }
  | { type: 'sent' }
  | { type: 'failed' };

export const initialPendingToursState: TPendingToursState = {
  previewId: null,
  decision: null,
  approval: null,
  working: null,
};

/** A reason or a note must be there once trimmed (3-admin.md section 5). */
export function decisionTextMissing(decision: TDecisionDraft): boolean {
  return !decision.text.trim();
}

/** The decision's text problem in words, or null when it may be sent. */
export function decisionProblem(
  decision: TDecisionDraft,
  messages: TTextsOf<typeof PENDING_TOURS_TEXTS>['messages'],
): string | null {
  if (!decisionTextMissing(decision)) return null;
  return decision.kind === 'reject' ? messages.reasonRequired : messages.noteRequired;
}

export function pendingToursReducer(state: TPendingToursState, action: TPendingToursAction): TPendingToursState {
  switch (action.type) {
    case 'preview':
      return { ...state, previewId: action.tourId };
    case 'closePreview':
      return state.working ? state : { ...state, previewId: null };
    case 'startDecision':
      if (state.working) return state;
      return {
        ...state,
        decision: { kind: action.kind, tourId: action.tourId, title: action.title, text: '', touched: false },
      };
    case 'editText':
      return state.decision ? { ...state, decision: { ...state.decision, text: action.text } } : state;
    case 'touchText':
      return state.decision ? { ...state, decision: { ...state.decision, touched: true } } : state;
    case 'cancelDecision':
      return state.working ? state : { ...state, decision: null };
    case 'askApproval':
      return state.working ? state : { ...state, approval: { tourId: action.tourId, title: action.title } };
    case 'cancelApproval':
      return state.working ? state : { ...state, approval: null };
    case 'send':
      if (state.working) return state;
      if (action.kind === 'approve' && state.approval?.tourId !== action.tourId) return state;
      if (action.kind !== 'approve' && (!state.decision || decisionTextMissing(state.decision))) {
        return state.decision ? { ...state, decision: { ...state.decision, touched: true } } : state;
      }
      return { ...state, working: { kind: action.kind, tourId: action.tourId } };
    case 'sent': {
      // The decided tour has left the list: close whatever showed it.
      const tourId = state.working?.tourId;
      return {
        previewId: state.previewId === tourId ? null : state.previewId,
        decision: null,
        approval: null,
        working: null,
      };
    }
    case 'failed':
      // The dialog stays open (with its text) so the administrator can try again.
      return { ...state, working: null };
  }
}
