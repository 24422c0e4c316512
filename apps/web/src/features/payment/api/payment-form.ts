/**
 * The payment form is the payment feature's widget that other features embed (checkout, review and pay,
 * the account's Pay Now, the manage-booking page with its link's token as `manageToken`). Those pages
 * are lazy routes, so the form stays out of the first screen.
 */
export { PaymentForm, type TBookingPaymentTarget, type TCardPaymentTarget } from '../payment-form';
