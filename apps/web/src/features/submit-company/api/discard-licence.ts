import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** DELETE /api/licenses/:licenseId: Cancel or "data incorrect" (the server logs verification_cancelled). */
export async function discardLicence(licenseId: string): Promise<void> {
  await callEndpoint(endpoints.cancelLicenceUpload, { params: { licenseId } });
}
