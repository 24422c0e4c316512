import { ROLE_LABELS_TH } from '@tour/shared';
import type { ROLE_LABELS } from '@tour/shared';
import type { TTexts } from './texts';

/** ROLE_TEXTS in Thai: loaded before a Thai page renders (app/first-screen-thai.ts). */
export const ROLE_TEXTS_TH: TTexts<typeof ROLE_LABELS> = ROLE_LABELS_TH;
