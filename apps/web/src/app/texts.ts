import { SHELL_MESSAGES, paths } from '@tour/shared';
import { BRAND } from '../lib/brand';

/** Strings of the application shell: header, footer, guards, error and fallback screens. */
export const APP_TEXTS = {
  brand: BRAND.name,
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
  footer: {
    about: 'Hand-picked tour packages with flights, hotels, meals and a day-by-day itinerary, from licensed operators.',
    columns: [
      {
        title: 'Explore',
        links: [
          { label: 'Destinations', to: '/#destinations' },
          { label: 'Tour packages', to: '/#tours' },
          { label: 'Deals', to: '/#deals' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About us', to: '/#about' },
          { label: 'Contact', to: '/#contact' },
          { label: 'My account', to: paths.account.href() },
          { label: 'Find my booking', to: paths.findBooking.href() },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Terms of Service', to: paths.terms.href() },
          { label: 'Privacy Policy', to: paths.privacy.href() },
        ],
      },
    ],
    contactTitle: 'Contact us',
    newsletterTitle: 'Travel deals in your inbox',
    newsletterBody: 'New tours and seasonal offers, about twice a month. Unsubscribe at any time.',
    copyright: (year: number) => `© ${year} ${BRAND.legalEntity} All rights reserved.`,
    terms: 'Terms',
    privacy: 'Privacy',
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
