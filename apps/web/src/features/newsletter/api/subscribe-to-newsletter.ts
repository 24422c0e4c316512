import { useMutation } from '@tanstack/react-query';
import type { TNewsletterSubscribeRequest, TNewsletterSubscribeResponse } from '@tour/shared';
import { api } from '../../../lib/api-client';

/** POST /api/newsletter { email } → { message } */
export function subscribeToNewsletter(body: TNewsletterSubscribeRequest): Promise<TNewsletterSubscribeResponse> {
  return api.post<TNewsletterSubscribeResponse>('/api/newsletter', body);
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
