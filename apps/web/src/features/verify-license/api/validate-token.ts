import type { TValidateLicenceTokenResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/license-verification/validate-token: the link's expiry and licence type (TOKEN_* errors otherwise). */
export async function validateToken(token: string): Promise<TValidateLicenceTokenResponse['data']> {
  const response = await callEndpoint(endpoints.validateLicenceVerificationToken, { body: { token } });
  return response.data;
}
