import { useParams } from 'react-router';
import { ReviewPage } from './review-page';

/** /account/bookings/{bookingId}/review: "Write a review" on a past booking in the signed-in traveller's account. */
export function AccountReviewPage() {
  const { bookingId = '' } = useParams();
  return <ReviewPage key={bookingId} source={{ kind: 'account', bookingId }} />;
}
