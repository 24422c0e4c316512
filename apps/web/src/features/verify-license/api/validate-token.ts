import type { TValidateLicenceTokenResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/license-verification/validate-token: the link's expiry and licence type (TOKEN_* errors otherwise). */
export async function validateToken(token: string): Promise<TValidateLicenceTokenResponse['data']> {
  const response = await api.post<TValidateLicenceTokenResponse>('/api/license-verification/validate-token', { token });
  return response.data;
}
