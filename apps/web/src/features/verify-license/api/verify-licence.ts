import type { TVerifyLicenceRequest, TVerifyLicenceResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/license-verification/verify: links the company to the account when the registry agrees. */
export function verifyLicence(request: TVerifyLicenceRequest): Promise<TVerifyLicenceResponse> {
  return api.post<TVerifyLicenceResponse>('/api/license-verification/verify', request);
}
