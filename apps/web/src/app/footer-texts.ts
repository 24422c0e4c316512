import { paths } from '@tour/shared';
import { BRAND } from '../lib/brand';
import { defineFirstScreenTexts } from '../lib/i18n/texts';

/** The English; the Thai is in footer-texts.th.ts, loaded apart (defineFirstScreenTexts). */
export const FOOTER_TEXTS_EN = {
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
} as const;

/** Strings of the footer: apart from the shell's, as its code loads only as it comes near (root-layout.tsx). */
export const FOOTER_TEXTS = defineFirstScreenTexts('footer', FOOTER_TEXTS_EN);
