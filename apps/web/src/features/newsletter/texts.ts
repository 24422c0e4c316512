export const NEWSLETTER_TEXTS = {
  label: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing…',
  failed: 'Failed to subscribe. Please try again.',
  subscribed: 'Thank you for subscribing!',
} as const;
