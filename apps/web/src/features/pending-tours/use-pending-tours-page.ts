import { useReducer } from 'react';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useApprovePendingTour, useRejectPendingTour, useRequestChanges } from './api/pending-tours';
import {
  decisionTextMissing,
  initialPendingToursState,
  pendingToursReducer,
  type TDecisionKind,
} from './pending-tours-state';
import { PENDING_TOURS_TEXTS } from './texts';

/** The page's state and its three decisions, each with the spec's toasts (3-admin.md section 8). */
export function usePendingToursPage() {
  const texts = useTexts(PENDING_TOURS_TEXTS);
  const M = texts.messages;
  const say = useMessage();
  const [state, dispatch] = useReducer(pendingToursReducer, initialPendingToursState);
  const approveTour = useApprovePendingTour();
  const rejectTour = useRejectPendingTour();
  const requestChanges = useRequestChanges();

  /** Approves the tour the administrator confirmed: approving publishes it at once. */
  async function approveConfirmed() {
    const tourId = state.approval?.tourId;
    if (!tourId || state.working) return;
    dispatch({ type: 'send', kind: 'approve', tourId });
    try {
      const answer = await approveTour.mutateAsync(tourId);
      dispatch({ type: 'sent' });
      toast.success(say(answer.message || M.approved));
    } catch (error) {
      dispatch({ type: 'failed' });
      toast.error(say(getErrorMessage(error, M.approveFailed)));
    }
  }

  async function decide() {
    const decision = state.decision;
    if (!decision || state.working) return;
    dispatch({ type: 'send', kind: decision.kind, tourId: decision.tourId });
    if (decisionTextMissing(decision)) return;
    const text = decision.text.trim();
    const fallback = decision.kind === 'reject' ? M.rejectFailed : texts.changesFailed;
    try {
      const answer =
        decision.kind === 'reject'
          ? await rejectTour.mutateAsync({ id: decision.tourId, reason: text })
          : await requestChanges.mutateAsync({ id: decision.tourId, note: text });
      dispatch({ type: 'sent' });
      toast.success(say(answer.message || (decision.kind === 'reject' ? M.rejected : M.changesRequested)));
    } catch (error) {
      dispatch({ type: 'failed' });
      toast.error(say(getErrorMessage(error, fallback)));
    }
  }

  return {
    state,
    preview: (tourId: string) => dispatch({ type: 'preview', tourId }),
    closePreview: () => dispatch({ type: 'closePreview' }),
    startDecision: (kind: TDecisionKind, tourId: string, title: string) =>
      dispatch({ type: 'startDecision', kind, tourId, title }),
    editText: (text: string) => dispatch({ type: 'editText', text }),
    touchText: () => dispatch({ type: 'touchText' }),
    cancelDecision: () => dispatch({ type: 'cancelDecision' }),
    askApproval: (tourId: string, title: string) => dispatch({ type: 'askApproval', tourId, title }),
    cancelApproval: () => dispatch({ type: 'cancelApproval' }),
    approve: () => void approveConfirmed(),
    decide: () => void decide(),
  };
}

export type TPendingToursPage = ReturnType<typeof usePendingToursPage>;
