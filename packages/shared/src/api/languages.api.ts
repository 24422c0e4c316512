import { ZLanguageChoice } from '../language-choice';
import { defineEndpoint } from './endpoint';

/** 204, signed in or not: the language is kept in a cookie, and in a signed-in user's profile. */
export const chooseLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/language',
  body: ZLanguageChoice,
  response: null,
});
