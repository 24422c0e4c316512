import type { TLanguageChoice } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** PUT /api/language { language } → 204: kept in a cookie, and in a signed-in user's profile. */
export function chooseLanguage(body: TLanguageChoice): Promise<void> {
  return callEndpoint(endpoints.chooseLanguage, { body });
}
