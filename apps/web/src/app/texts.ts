import { SHELL_MESSAGES } from '@tour/shared';
import { defineFirstScreenTexts } from '../lib/i18n/texts';

/** The English; the Thai is in texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const APP_TEXTS_EN = {
  homeLink: (brand: string) => `${brand} home`,
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    links: [
      { label: 'Destinations', to: '/#destinations' },
      { label: 'Tours', to: '/#tours' },
      { label: 'Deals', to: '/#deals' },
      { label: 'About', to: '/#about' },
      { label: 'Contact', to: '/#contact' },
    ],
    signIn: 'Sign In',
    myAccount: 'My Account',
    dashboard: 'Dashboard',
    signOut: 'Sign Out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    accountMenu: 'Account menu',
    sessionLabel: 'Session',
    signedInAs: 'Signed in as',
  },
  guards: {
    loginRequired: SHELL_MESSAGES.loginRequired,
    noPermission: SHELL_MESSAGES.noPermission,
    permissionsUnverified: SHELL_MESSAGES.permissionsUnverified,
    checking: 'Checking your session',
    sessionError: 'We could not check your session.',
    retry: 'Try again',
  },
  errors: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page from loading. Please try again.',
    chunkBody: 'A newer version of the site is available. Reload the page to continue.',
    reload: 'Reload page',
    home: 'Go to home',
  },
  loading: 'Loading',
} as const;

/** Strings of the application shell: header, footer, guards, error and fallback screens. */
export const APP_TEXTS = defineFirstScreenTexts('app', APP_TEXTS_EN);
