import { ROLE_LABELS } from '@tour/shared';
import { defineFirstScreenTexts } from './texts';

/**
 * The roles by name, wherever a page names one (the header's user menu, the account, the admin pages, an
 * invitation): the spec's English (ROLE_LABELS), and one Thai for them all (role-texts.th.ts). The header is on the
 * first screen, so the Thai loads with the first screen's Thai, not in the main bundle.
 */
export const ROLE_TEXTS = defineFirstScreenTexts('roles', ROLE_LABELS);
