import type { TLicenceFormType, TLicenceUploadResponse } from '@tour/shared';
import { postMultipart } from '../../../lib/post-multipart';

/** POST /api/upload-license: the server reads the QR code and looks the licence up in the registry. */
export async function uploadLicence(
  file: File,
  licenceType: TLicenceFormType,
): Promise<TLicenceUploadResponse['data']> {
  const body = new FormData();
  body.set('license_type', licenceType);
  body.set('license', file, file.name);
  const response = await postMultipart<TLicenceUploadResponse>('/api/upload-license', body);
  return response.data;
}
