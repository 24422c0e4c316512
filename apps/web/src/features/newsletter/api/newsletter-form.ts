/** The newsletter form, for other features to embed (the home's newsletter block, loaded below the fold). */
export { NewsletterForm } from '../newsletter-form';
