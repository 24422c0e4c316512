import { expect, test } from '../fixtures/test';
import { DEMO, uniqueEmail } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import { mailsTo } from '../fixtures/mailbox';
import { endedTripWithLink, reviewItem, reviewText, submitReviewByLink, tourReviews } from '../fixtures/reviews';

/**
 * The operator's one public reply per review (issue 23): from the account's Tours tab to the reviews of their
 * tours, a reply under a traveller's review; the traveller is e-mailed, and the reply shows under the review on
 * the tour page the e-mail links to.
 */

test.describe("the operator's reply", () => {
  test('the operator replies to a review of their tour once; the traveller gets the e-mail and finds the reply on the tour page', async ({
    page,
  }) => {
    const traveller = uniqueEmail('replied-to');
    const { trip, link } = await endedTripWithLink(page.request, {
      email: traveller,
      contactName: 'Ada Lovelace',
      ownerEmail: DEMO.owner.email,
    });
    const { review } = await submitReviewByLink(page.request, link.token, {
      overallRating: 3,
      title: 'Good trip, slow transfers',
      body: reviewText('Three stars because the airport transfer kept us waiting an hour'),
      travellerType: 'couple',
    });
    const reviewId = review!.id;

    await signInThroughApi(page.request, DEMO.owner);
    await page.goto('/account?tab=tours');
    await page.getByRole('link', { name: 'Reviews of your tours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews of your tours' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Awaiting a reply' })).toHaveAttribute('aria-selected', 'true');
    const item = reviewItem(page, reviewId);
    await expect(item.getByTestId('review-title')).toHaveText('Good trip, slow transfers');
    await expect(item.getByTestId('review-author')).toHaveText('Ada L.');

    const reply = 'Thank you, Ada. We have added a second driver for airport transfers from next month.';
    await item.getByRole('button', { name: 'Post reply' }).click();
    await expect(item.getByText('Please write a reply')).toBeVisible();
    await item.getByLabel('Your public reply').fill(reply);
    await item.getByRole('button', { name: 'Post reply' }).click();
    await expect(toast(page, 'Your reply is published.')).toBeVisible();
    // Answered: it leaves the reviews awaiting a reply, and shows its reply among all of them, without a form.
    await expect(item).toHaveCount(0);
    await page.getByRole('tab', { name: 'All reviews' }).click();
    await expect(item.getByTestId('review-reply')).toContainText(reply);
    await expect(item.getByTestId('reply-form')).toHaveCount(0);

    // One reply per review: a second one is refused.
    const again = await page.request.post(`/api/operator/reviews/${reviewId}/reply`, { data: { body: 'Once more' } });
    expect(again.status()).toBe(409);

    const [mail] = await mailsTo(page.request, traveller, 'replied to your review');
    expect(mail!.text).toContain(`> ${reply}`);
    const tourLink = /https?:\/\/[^\s/]+(\/tours\/[\w-]+#reviews)/.exec(mail!.text)?.[1];
    expect(tourLink).toBe(`/tours/${trip.slug}#reviews`);

    await page.goto(tourLink!);
    const onTour = reviewItem(page.getByTestId('tour-reviews'), reviewId);
    await expect(onTour).toBeInViewport();
    await expect(onTour.getByTestId('review-reply')).toContainText(reply);
    expect((await tourReviews(page.request, trip.slug)).items.find((entry) => entry.id === reviewId)?.reply?.body).toBe(
      reply,
    );
  });
});
