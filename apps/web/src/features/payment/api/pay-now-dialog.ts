/**
 * Pay Now in a dialog: the payment form for one unpaid booking, which My Bookings, the booking confirmation
 * and the manage-booking page open.
 */
export { PayNowDialog } from '../components/pay-now-dialog';
