import type { TCreateLicenceTokenResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/license-verification/create-token: e-mails the verification link to the registry's address. */
export function createVerificationToken(licenseId: string): Promise<TCreateLicenceTokenResponse> {
  return callEndpoint(endpoints.createLicenceVerificationToken, { body: { licenseId } });
}
