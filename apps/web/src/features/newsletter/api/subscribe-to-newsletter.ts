import { useMutation } from '@tanstack/react-query';
import type { TNewsletterSubscribeRequest, TNewsletterSubscribeResponse } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint } from '../../../lib/api-client';

/** POST /api/newsletter { email } → { message } */
export function subscribeToNewsletter(body: TNewsletterSubscribeRequest): Promise<TNewsletterSubscribeResponse> {
  return callEndpoint(endpoints.subscribeToNewsletter, { body });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
