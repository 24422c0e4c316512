/** A departure's flights (it reads them itself), for other features to show (the checkout's tabs). */
export { FlightsTab } from '../detail/flights-tab';
