/** The inactivity badge and warning: apart from the auth page's texts, as the app shell shows them on every page. */
export const SESSION_TEXTS = {
  expiringDescription: 'You will be signed out in 2 minutes because of inactivity.',
  staySignedIn: 'Stay signed in',
  badgeLabel: (time: string) => `Session expires in ${time}`,
} as const;
