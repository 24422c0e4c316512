import { REVIEW_REPLY_MAX } from '@tour/shared';

/** Strings of the operator's reviews page (issue 23). */
export const OPERATOR_REVIEWS_TEXTS = {
  documentTitle: 'Reviews of your tours',
  heading: 'Reviews of your tours',
  back: 'Back to account',
  intro:
    "Travellers' published reviews of your tours, newest first. You may post one public reply under each review; the traveller is e-mailed when it appears.",
  tabsLabel: 'Which reviews',
  tabs: { unanswered: 'Awaiting a reply', all: 'All reviews' },
  count: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  loadFailed: 'Failed to load the reviews',
  retry: 'Try again',
  emptyUnanswered: 'Every review has your reply',
  emptyUnansweredHint: 'New reviews of your tours appear here until you answer them.',
  empty: 'No reviews of your tours yet',
  emptyHint: 'Travellers are asked for a review once their trip has ended.',
  pagingLabel: 'Review pages',
  tour: 'Tour',
  seeOnTour: 'See on the tour page',
  reply: {
    label: 'Your public reply',
    placeholder: 'Thank the traveller, answer their points, say what you changed.',
    hint: 'Shown under the review on the tour page, signed with your company name. One reply per review, and it cannot be changed afterwards.',
    count: (length: number) => `${length}/${REVIEW_REPLY_MAX}`,
    max: REVIEW_REPLY_MAX,
    submit: 'Post reply',
    sending: 'Posting...',
    failed: 'Failed to post the reply. Please try again.',
  },
} as const;
