import { useParams } from 'react-router';
import { ReviewPage } from './review-page';

/** /review/{token}: the e-mailed private link; it works signed out, in any browser, for 60 days. */
export function WriteReviewPage() {
  const { token = '' } = useParams();
  return <ReviewPage key={token} source={{ kind: 'link', token }} />;
}
