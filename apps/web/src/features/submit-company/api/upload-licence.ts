import type { TLicenceFormType, TLicenceUploadResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callMultipartEndpoint } from '../../../lib/post-multipart';

/** POST /api/upload-license: the server reads the QR code and looks the licence up in the registry. */
export async function uploadLicence(
  file: File,
  licenceType: TLicenceFormType,
): Promise<TLicenceUploadResponse['data']> {
  const response = await callMultipartEndpoint(
    endpoints.uploadLicence,
    {},
    { fields: { license_type: licenceType }, files: { license: file } },
  );
  return response.data;
}
