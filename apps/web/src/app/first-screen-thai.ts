import { SEARCH_PAGE_TEXTS_TH } from '../features/search/page-texts.th';
import { SEARCH_TEXTS_TH } from '../features/search/texts.th';
import { HOME_TEXTS_TH } from '../features/home/texts.th';
import { LANGUAGE_TEXTS_TH } from '../features/language/texts.th';
import { NOT_FOUND_TEXTS_TH } from '../features/not-found/texts.th';
import { TOUR_CARD_TEXTS_TH } from '../features/tours/card-texts.th';
import { TOUR_TEXTS_TH } from '../features/tours/texts.th';
import { ROLE_TEXTS_TH } from '../lib/i18n/role-texts.th';
import { FOOTER_TEXTS_TH } from './footer-texts.th';
import { APP_TEXTS_TH } from './texts.th';

/** The Thai of the first screen's catalogues, by the key each gives defineFirstScreenTexts: one chunk, loaded apart. */
export const FIRST_SCREEN_THAI = {
  app: APP_TEXTS_TH,
  footer: FOOTER_TEXTS_TH,
  home: HOME_TEXTS_TH,
  search: SEARCH_TEXTS_TH,
  searchPage: SEARCH_PAGE_TEXTS_TH,
  tours: TOUR_TEXTS_TH,
  tourCard: TOUR_CARD_TEXTS_TH,
  language: LANGUAGE_TEXTS_TH,
  notFound: NOT_FOUND_TEXTS_TH,
  roles: ROLE_TEXTS_TH,
};
