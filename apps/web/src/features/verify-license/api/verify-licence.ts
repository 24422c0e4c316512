import type { TVerifyLicenceRequest, TVerifyLicenceResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/license-verification/verify: links the company to the account when the registry agrees. */
export function verifyLicence(request: TVerifyLicenceRequest): Promise<TVerifyLicenceResponse> {
  return callEndpoint(endpoints.verifyLicence, { body: request });
}
