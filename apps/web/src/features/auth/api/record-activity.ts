import type { TSessionResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** Extends the server's idle deadline | 401 SESSION_EXPIRED */
export function recordActivity(): Promise<TSessionResponse> {
  return callEndpoint(endpoints.recordActivity, {});
}
