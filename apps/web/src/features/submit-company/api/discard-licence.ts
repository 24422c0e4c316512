import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/licenses/:licenseId: Cancel or "data incorrect" (the server logs verification_cancelled). */
export function discardLicence(licenseId: string): Promise<void> {
  return apiRequest<void>(`/api/licenses/${encodeURIComponent(licenseId)}`, { method: 'DELETE' });
}
