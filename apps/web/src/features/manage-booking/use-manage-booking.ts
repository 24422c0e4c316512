import { useCallback, useReducer } from 'react';
import { describeBookingStatus, type TLanguage, type TManagedBooking } from '@tour/shared';
import { usePublicConfig } from '../config/api/get-public-config';
import { useManagedBooking } from './api/get-managed-booking';

type TDialog = 'none' | 'cancel' | 'pay';
type TAction = { type: 'open'; dialog: Exclude<TDialog, 'none'> } | { type: 'close' };

function dialogReducer(_state: TDialog, action: TAction): TDialog {
  return action.type === 'open' ? action.dialog : 'none';
}

/** The reader's own zone: a deadline on a page is read where the traveller is. */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The booking's status in the reader's language; `say` (useMessage) words its stored cancellation reason. */
export function statusOf(booking: TManagedBooking, language: TLanguage, say: (message: string) => string) {
  const cancellationReason = booking.cancellationReason && say(booking.cancellationReason);
  return describeBookingStatus({ ...booking, cancellationReason }, { timeZone: readerZone(), language });
}

/** Everything the manage page shows and does, for one private link's token. */
export function useManageBooking(token: string) {
  const query = useManagedBooking(token);
  const config = usePublicConfig();
  const [dialog, dispatch] = useReducer(dialogReducer, 'none');
  const support = config.data
    ? { supportEmail: config.data.supportEmail, supportPhone: config.data.supportPhone }
    : null;
  return {
    query,
    support,
    dialog,
    openCancel: useCallback(() => dispatch({ type: 'open', dialog: 'cancel' }), []),
    openPay: useCallback(() => dispatch({ type: 'open', dialog: 'pay' }), []),
    closeDialog: useCallback(() => dispatch({ type: 'close' }), []),
  };
}
