import { z } from 'zod';
import { LANGUAGES } from './languages';

export const ZLanguage = z.enum(LANGUAGES);

/** The request to change the visitor's language: kept in a cookie, and in the profile of a signed-in user. */
export const ZLanguageChoice = z.object({ language: ZLanguage });
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;
