import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { toast } from '../fixtures/auth';
import { adminBrowser } from '../fixtures/desk';
import { endedTripWithLink, reviewItem, reviewStateByLink, submitReviewByLink, tourReviews } from '../fixtures/reviews';

/**
 * The moderation queue (issue 23): a review that trips the simple rules (here a link, and a phone number) is saved
 * but not published, and the traveller is told so; an administrator publishes it, or hides it with a reason, and
 * the tour's figures follow at once.
 */

test.describe('review moderation', () => {
  test('a review with a link lands in moderation and an administrator publishes it; one with a phone number is hidden with a reason', async ({
    page,
    browser,
  }) => {
    const withLink = await endedTripWithLink(page.request, {
      email: uniqueEmail('held-link'),
      contactName: 'Alan Turing',
    });
    const slug = withLink.trip.slug;

    // The traveller writes a review naming a website: saved, and honestly not yet public.
    await page.goto(withLink.link.path);
    const form = page.getByTestId('review-form');
    await form
      .getByRole('group', { name: /Overall rating/ })
      .getByRole('radio', { name: '5 stars' })
      .check();
    await form.getByLabel('Title').fill('Better than the brochure');
    await form
      .getByLabel('Your review')
      .fill(
        'Lovely beaches and a careful skipper. Photos of every stop are on www.alans-island-diary.com for anyone curious.',
      );
    await form.getByRole('radio', { name: 'Solo' }).check();
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByTestId('review-saved')).toHaveText(
      'Thank you! Your review will be published once a moderator has checked it.',
    );
    await expect(page.getByTestId('own-review-status')).toHaveText('In moderation');
    await expect(page.getByTestId('review-in-moderation')).toContainText('Contains a link');
    const heldId = (await reviewStateByLink(page.request, withLink.link.token)).review!.id;

    // A second traveller of the same tour gives a phone number: held too.
    const withPhone = await endedTripWithLink(page.request, { email: uniqueEmail('held-phone'), tourSlug: slug });
    const phone = await submitReviewByLink(page.request, withPhone.link.token, {
      overallRating: 1,
      title: 'Call me instead',
      body: 'Not worth it. Call me on 081 234 5678 and I will tell you which agency to use instead.',
      travellerType: 'business',
    });
    expect(phone.review!.status).toBe('in_moderation');
    expect((await tourReviews(page.request, slug)).summary.count).toBe(0);

    const admin = await adminBrowser(browser, '/admin/reviews');
    await expect(admin.getByRole('heading', { level: 1, name: 'Review Moderation' })).toBeVisible();
    await expect(admin.getByTestId('admin-sidebar').getByRole('link', { name: 'Review Moderation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const held = reviewItem(admin, heldId, 'moderation-item');
    await expect(held.getByTestId('moderation-status')).toHaveText('Held by the rules');
    await expect(held.getByTestId('moderation-reasons')).toContainText('Contains a link');
    await expect(held.getByTestId('moderation-booking')).toHaveText(withLink.trip.reference);
    await expect(held.getByTestId('review-body')).toContainText('www.alans-island-diary.com');

    await held.getByRole('button', { name: 'Publish' }).click();
    const publishDialog = admin.getByTestId('publish-review-dialog');
    await expect(publishDialog.getByRole('heading', { name: 'Publish “Better than the brochure”?' })).toBeVisible();
    await publishDialog.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(admin, 'The review is published.')).toBeVisible();
    await expect(held).toHaveCount(0);

    const hidden = reviewItem(admin, phone.review!.id, 'moderation-item');
    await expect(hidden.getByTestId('moderation-reasons')).toContainText('Contains an e-mail address or phone number');
    await hidden.getByRole('button', { name: 'Hide' }).click();
    const hideDialog = admin.getByTestId('hide-review-dialog');
    await expect(hideDialog.getByRole('button', { name: 'Hide review' })).toBeDisabled();
    await hideDialog.getByLabel('Reason').fill('Shares a phone number to take the traveller elsewhere');
    await hideDialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(toast(admin, 'The review is hidden.')).toBeVisible();
    await expect(hidden).toHaveCount(0);
    await admin.context().close();

    // The published one counts in the tour's figures; the hidden one does not, and its traveller is told why.
    const figures = await tourReviews(page.request, slug);
    expect(figures.summary).toMatchObject({ count: 1, average: 5 });
    expect(figures.items.map((item) => item.id)).toEqual([heldId]);
    const hiddenState = await reviewStateByLink(page.request, withPhone.link.token);
    expect(hiddenState.review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Shares a phone number to take the traveller elsewhere',
    });

    await page.reload();
    await expect(page.getByTestId('own-review-status')).toHaveText('Published');
  });
});
