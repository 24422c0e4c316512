import {
  minorUnitFactor,
  type TAdminCancelRequest,
  type TAdminRefundRequest,
  type TBookingStatusValue,
  ZAdminCancelRequest,
  ZAdminRefundRequest,
} from '@tour/shared';

export type TAccountDraft = { bankName: string; accountName: string; accountNumber: string };
const EMPTY_ACCOUNT: TAccountDraft = { bankName: '', accountName: '', accountNumber: '' };

export type TCancelDraft = { refund: TAdminCancelRequest['refund']; reason: string };
export type TRefundDraft = { amount: string; reason: string; account: TAccountDraft };

/** The problems of a form, by field ('amount', 'reason', 'payoutAccount.bankName', …). */
export type TProblems = Record<string, string>;

export type TBookingDialog =
  | { kind: 'resend' }
  | { kind: 'status'; status: TBookingStatusValue }
  | { kind: 'cancel'; draft: TCancelDraft; touched: boolean; serverProblems: TProblems }
  | { kind: 'refund'; draft: TRefundDraft; touched: boolean; serverProblems: TProblems };

/** One dialog at a time, the status chosen in the actions card, and whether a change is being sent. */
export type TAdminBookingState = {
  dialog: TBookingDialog | null;
  chosenStatus: TBookingStatusValue | '';
  working: boolean;
};

export type TAdminBookingAction =
  | { type: 'openResend' }
  | { type: 'chooseStatus'; status: TBookingStatusValue | '' }
  | { type: 'openStatus' }
  | { type: 'openCancel' }
  | { type: 'editCancel'; draft: Partial<TCancelDraft> }
  | { type: 'openRefund' }
  | { type: 'editRefund'; draft: Partial<Omit<TRefundDraft, 'account'>> }
  | { type: 'editAccount'; account: Partial<TAccountDraft> }
  | { type: 'touch' }
  | { type: 'close' }
  | { type: 'working' }
  | { type: 'succeeded' }
  | { type: 'failed'; serverProblems?: TProblems };

export const initialAdminBookingState: TAdminBookingState = { dialog: null, chosenStatus: '', working: false };

export function adminBookingReducer(state: TAdminBookingState, action: TAdminBookingAction): TAdminBookingState {
  const dialog = state.dialog;
  switch (action.type) {
    case 'openResend':
      return state.working ? state : { ...state, dialog: { kind: 'resend' } };
    case 'chooseStatus':
      return { ...state, chosenStatus: action.status };
    case 'openStatus':
      return state.working || !state.chosenStatus
        ? state
        : { ...state, dialog: { kind: 'status', status: state.chosenStatus } };
    case 'openCancel':
      return state.working
        ? state
        : {
            ...state,
            dialog: { kind: 'cancel', draft: { refund: 'policy', reason: '' }, touched: false, serverProblems: {} },
          };
    case 'editCancel':
      return dialog?.kind === 'cancel'
        ? { ...state, dialog: { ...dialog, draft: { ...dialog.draft, ...action.draft }, serverProblems: {} } }
        : state;
    case 'openRefund':
      return state.working
        ? state
        : {
            ...state,
            dialog: {
              kind: 'refund',
              draft: { amount: '', reason: '', account: EMPTY_ACCOUNT },
              touched: false,
              serverProblems: {},
            },
          };
    case 'editRefund':
      return dialog?.kind === 'refund'
        ? { ...state, dialog: { ...dialog, draft: { ...dialog.draft, ...action.draft }, serverProblems: {} } }
        : state;
    case 'editAccount':
      return dialog?.kind === 'refund'
        ? {
            ...state,
            dialog: {
              ...dialog,
              draft: { ...dialog.draft, account: { ...dialog.draft.account, ...action.account } },
              serverProblems: {},
            },
          }
        : state;
    case 'touch':
      return dialog?.kind === 'cancel' || dialog?.kind === 'refund'
        ? { ...state, dialog: { ...dialog, touched: true } }
        : state;
    case 'close':
      return state.working ? state : { ...state, dialog: null };
    case 'working':
      return { ...state, working: true };
    case 'succeeded':
      return { dialog: null, chosenStatus: '', working: false };
    case 'failed':
      if (action.serverProblems && (dialog?.kind === 'cancel' || dialog?.kind === 'refund')) {
        return {
          ...state,
          working: false,
          dialog: { ...dialog, touched: true, serverProblems: action.serverProblems },
        };
      }
      return { ...state, working: false };
  }
}

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TProblems {
  const problems: TProblems = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    problems[key] ??= issue.message;
  }
  return problems;
}

/** The cancellation to send, or the reason's problem (the shared schema's message). */
export function cancelRequestOf(
  draft: TCancelDraft,
): { ok: true; body: TAdminCancelRequest } | { ok: false; problems: TProblems } {
  const parsed = ZAdminCancelRequest.safeParse(draft);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, problems: problemsOf(parsed.error.issues) };
}

/**
 * An amount typed in the currency's major units ('1,250.50') as minor units, or null when it is not a positive
 * amount the currency can hold (no more decimals than it has).
 */
export function minorUnitsOf(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const factor = minorUnitFactor(currency);
  const decimals = cleaned.split('.')[1]?.length ?? 0;
  if (factor === 1 ? decimals > 0 : decimals > Math.log10(factor)) return null;
  const minor = Math.round(Number(cleaned) * factor);
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * The refund to send, or its problems: the amount (positive, within what may still be refunded), the reason, and
 * the traveller's account when one is typed (the server asks for it when the money goes back by transfer and it
 * has none). `tooLarge` words the limit.
 */
export function refundRequestOf(
  draft: TRefundDraft,
  limits: { currency: string; refundable: number; messages: { amountInvalid: string; tooLarge: string } },
): { ok: true; body: TAdminRefundRequest } | { ok: false; problems: TProblems } {
  const amount = minorUnitsOf(draft.amount, limits.currency);
  const accountTyped = Object.values(draft.account).some((value) => value.trim() !== '');
  const parsed = ZAdminRefundRequest.safeParse({
    amount: amount ?? 0,
    reason: draft.reason,
    payoutAccount: accountTyped ? draft.account : undefined,
  });
  const problems = parsed.success ? {} : problemsOf(parsed.error.issues);
  if (amount === null) problems.amount = limits.messages.amountInvalid;
  else if (amount > limits.refundable) problems.amount = limits.messages.tooLarge;
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, problems };
}
