import { downloadReceiptPdf } from '../fixtures/receipts';
import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  SUCCESS_CARD,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillSecureCard,
  money,
  openCheckout,
  payButton,
} from '../fixtures/checkout';
import { hideTour } from '../fixtures/edit-tour';
import { mailsTo, manageLinkIn } from '../fixtures/mailbox';
import {
  approveInReview,
  completeTourForm,
  createDraftThroughApi,
  submitDraftThroughApi,
} from '../fixtures/tour-drafts';

/**
 * One cancellation policy per tour (DESIGN decision 31): the operator chooses it in the wizard, the
 * administrator sees it in review, and the traveller reads the same sentence on the tour page, at checkout,
 * on the confirmation, in the receipt and the e-mail, and on the manage page, whose cancellation refunds by it.
 */
const POLICY_LABEL = 'Non-refundable';
const POLICY_TEXT = 'Non-refundable: cancelling gives no refund.';

test('a policy chosen in the wizard is the one every page of the booking shows, and it drives the refund', async ({
  page,
  browser,
}) => {
  // Four people's steps in one journey: operator, administrator, traveller and the traveller's manage link.
  test.setTimeout(180_000);
  const title = `Andaman policy ${Date.now().toString(36)}`;
  const owner = await browser.newContext();
  const admin = await browser.newContext();
  let tour: { slug: string; tourId: string; title: string } | null = null;
  try {
    // The operator chooses the policy on the wizard's last step and sees the sentence travellers will read.
    const operator = await owner.newPage();
    await signInThroughApi(operator.request, DEMO.owner);
    const draftId = await createDraftThroughApi(operator.request, completeTourForm(title));
    await operator.goto(`/submit-tour?draft=${draftId}`);
    const field = operator.getByLabel('Cancellation policy');
    await expect(field).toHaveValue('free_48h_then_50');
    await field.selectOption({ label: POLICY_LABEL });
    await expect(operator.getByText(`Travellers read: “${POLICY_TEXT}”`)).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await operator.request.get(`/api/tour-drafts/${draftId}`);
        return ((await saved.json()) as { data: { cancellationPolicy?: string } }).data.cancellationPolicy;
      })
      .toBe('non_refundable');
    const pendingTourId = await submitDraftThroughApi(operator.request, draftId);

    // The administrator reviews it with the policy, then approves.
    const reviewer = await admin.newPage();
    await signInThroughApi(reviewer.request, DEMO.admin);
    await reviewer.goto('/pending-tours');
    const item = reviewer.locator(`[data-testid="pending-tour"][data-tour-id="${pendingTourId}"]`);
    await item.getByRole('button', { name: 'Preview' }).click();
    const dialog = reviewer.getByTestId('pending-tour-dialog');
    await dialog.getByRole('tab', { name: 'Features' }).click();
    const reviewed = dialog.getByTestId('preview-cancellation-policy');
    await expect(reviewed).toContainText(POLICY_LABEL);
    await expect(reviewed).toContainText(POLICY_TEXT);
    const approval = reviewer.waitForResponse((response) =>
      response.url().endsWith(`/api/admin/pending-tours/${pendingTourId}/approve`),
    );
    await approveInReview(reviewer);
    const approved = await approval;
    expect(approved.status()).toBe(200);
    const { slug, tourId } = (await approved.json()) as { slug: string; tourId: string };
    tour = { slug, tourId, title };

    // The tour page.
    await page.goto(`/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The tabs load as they come near the viewport.
    await page.getByRole('heading', { name: 'Tour details' }).scrollIntoViewIfNeeded();
    await page.getByRole('tablist', { name: 'Tour details' }).getByRole('tab', { name: 'Policies' }).click();
    await expect(page.getByRole('tabpanel').getByTestId('cancellation-policy-text')).toHaveText(POLICY_TEXT);

    // Checkout, then the confirmation and its receipt.
    const session = await openCheckout(page, { slug, dateIndex: 0, guests: 1 });
    await expect(page.getByTestId('cancellation-policy-text')).toHaveText(POLICY_TEXT);
    await continueAsGuest(page);
    const guestEmail = email('policy-guest');
    await fillContact(page, { ...CONTACT, email: guestEmail });
    await fillSecureCard(page, SUCCESS_CARD);
    await payButton(page).click();
    const reference = await confirmedReference(page);
    await expect(page.getByTestId('cancellation-policy-text')).toHaveText(POLICY_TEXT);
    const receipt = await downloadReceiptPdf(page);
    expect(receipt.text).toContain(`Cancellation policy ${POLICY_TEXT}`);
    await expect(toast(page, CHECKOUT.receiptDownloaded)).toBeVisible();

    // The booking e-mail, and the manage page its link opens, where cancelling gives back nothing.
    const [confirmation] = await mailsTo(page.request, guestEmail, new RegExp(reference));
    expect(confirmation?.text).toContain(`Cancellation policy: ${POLICY_TEXT}`);
    await page.goto(await manageLinkIn(page.request, guestEmail, new RegExp(reference)));
    const panel = page.getByTestId('manage-cancellation');
    await expect(panel.getByTestId('cancellation-policy-text')).toHaveText(POLICY_TEXT);
    const total = money(session.pricing.total, session.pricing.currency);
    const nothing = money(0, session.pricing.currency);
    await expect(page.getByTestId('manage-cancel-summary')).toHaveText(
      `Under this booking's cancellation policy, cancelling now costs a 100% fee of ${total} and you get back ${nothing}.`,
    );
    await expect(page.getByText(/free cancellation/i)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelDialog = page.getByRole('alertdialog');
    await expect(cancelDialog.getByText('Cancellation fee (100%)')).toBeVisible();
    await expect(cancelDialog.getByTestId('manage-cancel-refund')).toHaveText(nothing);
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, 'Booking cancelled successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await expect(page.getByTestId('manage-refund-amount')).toHaveText(nothing);
    await expect(page.getByTestId('manage-refund-status')).toHaveText('No refund due');
  } finally {
    if (tour) await hideTour(admin.request, tour);
    await owner.close();
    await admin.close();
  }
});
