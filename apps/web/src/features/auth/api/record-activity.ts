import type { TSessionResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/activity → TSessionResponse (extends the server's idle deadline) | 401 SESSION_EXPIRED */
export function recordActivity(): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/api/auth/activity');
}
