/**
 * The payment form is the payment feature's widget that other features embed (checkout, review and pay,
 * the account's Pay Now). Those pages are lazy routes, so the form stays out of the first screen.
 */
export { PaymentForm, type TCardPaymentTarget } from '../payment-form';
