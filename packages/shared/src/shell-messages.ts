/**
 * The messages every page's shell may show (route guards, the inactivity warning, the not-found page):
 * in a module of their own, apart from MESSAGES, so that the first screen does not load the whole catalogue.
 */
export const SHELL_MESSAGES = {
  sessionExpiringSoon: 'Session Expiring Soon',
  loginRequired: 'You need to be logged in to access this page',
  permissionsUnverified: 'Unable to verify permissions',
  noPermission: "You don't have permission to access this page",
  notFound: 'Oops! Page not found',
} as const;
