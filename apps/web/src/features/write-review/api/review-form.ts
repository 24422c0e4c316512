import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewFormInput, TReviewFormState, TReviewPhoto } from '@tour/shared';
import * as endpoints from '@tour/shared/endpoints';
import { callEndpoint, isApiError } from '../../../lib/api-client';
import { callMultipartEndpoint } from '../../../lib/post-multipart';

/** Whose review page: the e-mailed private link (no account needed), or the signed-in traveller's own booking. */
export type TReviewSource = { kind: 'link'; token: string } | { kind: 'account'; bookingId: string };

export const reviewFormQueryKey = (source: TReviewSource) =>
  ['review-form', source.kind, source.kind === 'link' ? source.token : source.bookingId] as const;

/** GET the page's state: the booking, whether it may be reviewed (and why not), and its review if written. */
export function getReviewForm(source: TReviewSource, signal?: AbortSignal): Promise<TReviewFormState> {
  return source.kind === 'link'
    ? callEndpoint(endpoints.getReviewFormByLink, { params: { token: source.token } }, { signal })
    : callEndpoint(endpoints.getOwnBookingReview, { params: { bookingId: source.bookingId } }, { signal });
}

export const reviewFormQueryOptions = (source: TReviewSource) =>
  queryOptions({
    queryKey: reviewFormQueryKey(source),
    queryFn: ({ signal }) => getReviewForm(source, signal),
    // A link or booking that opens nothing will not start to; other failures are worth one more try.
    retry: (failures, error) =>
      failures < 1 && !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'VALIDATION_FAILED'),
  });

export function useReviewForm(source: TReviewSource) {
  return useQuery(reviewFormQueryOptions(source));
}

/** POST (the first review of the booking) or PUT (an edit within 14 days) → the page's new state. */
function saveReview(source: TReviewSource, mode: 'submit' | 'edit', body: TReviewFormInput) {
  if (source.kind === 'link') {
    const input = { params: { token: source.token }, body };
    return mode === 'submit'
      ? callEndpoint(endpoints.submitReviewByLink, input)
      : callEndpoint(endpoints.editReviewByLink, input);
  }
  const input = { params: { bookingId: source.bookingId }, body };
  return mode === 'submit'
    ? callEndpoint(endpoints.submitOwnBookingReview, input)
    : callEndpoint(endpoints.editOwnBookingReview, input);
}

export function useSaveReview(source: TReviewSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'submit' | 'edit'; body: TReviewFormInput }) => saveReview(source, mode, body),
    onSuccess: (state) => queryClient.setQueryData(reviewFormQueryKey(source), state),
    // Refused because the booking changed (cancelled, reviewed in another tab): the page shows where it stands now.
    onError: (error) => {
      if (isApiError(error, 'CONFLICT') || isApiError(error, 'REVIEW_NOT_ELIGIBLE')) {
        void queryClient.invalidateQueries({ queryKey: reviewFormQueryKey(source) });
      }
    },
    // The tour's rating, count and reviews may have changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tours'] }),
  });
}

/** POST a photo (multipart `file`): the server checks its bytes and re-encodes it; its id goes into the form. */
export function uploadReviewPhoto(source: TReviewSource, file: File): Promise<TReviewPhoto> {
  return source.kind === 'link'
    ? callMultipartEndpoint(
        endpoints.uploadReviewPhotoByLink,
        { params: { token: source.token } },
        {
          fields: {},
          files: { file },
        },
      )
    : callMultipartEndpoint(
        endpoints.uploadOwnBookingReviewPhoto,
        { params: { bookingId: source.bookingId } },
        {
          fields: {},
          files: { file },
        },
      );
}
