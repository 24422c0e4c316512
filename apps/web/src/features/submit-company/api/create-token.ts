import type { TCreateLicenceTokenResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/license-verification/create-token: e-mails the verification link to the registry's address. */
export function createVerificationToken(licenseId: string): Promise<TCreateLicenceTokenResponse> {
  return api.post<TCreateLicenceTokenResponse>('/api/license-verification/create-token', { licenseId });
}
