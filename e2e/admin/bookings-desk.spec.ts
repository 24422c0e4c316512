import { expect, test } from '../fixtures/test';
import { MONEY_MESSAGES } from '@tour/shared';
import { toast } from '../fixtures/auth';
import { CONTACT, email, money } from '../fixtures/checkout';
import { adminBrowser, bookByCardApi, bookByTransferApi } from '../fixtures/desk';
import { mailsTo } from '../fixtures/mailbox';

/**
 * The bookings desk (issue 22): every booking searched and filtered on the server with the filters in the address;
 * a booking's page with its history, and the administrator's actions on it.
 */
test.describe('bookings desk', () => {
  test('search and filters live in the address and narrow the list on the server', async ({ page, browser }) => {
    const transferEmail = email('desk-search-transfer');
    const transfer = await bookByTransferApi(page.request, {
      slug: 'kyoto-temples-and-tea-ceremony',
      dateIndex: 2,
      email: transferEmail,
    });
    const card = await bookByCardApi(page.request, {
      slug: 'kyoto-temples-and-tea-ceremony',
      dateIndex: 2,
      email: email('desk-search-card'),
    });

    const admin = await adminBrowser(browser, '/admin/bookings');
    await expect(admin.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const rows = admin.getByTestId('booking-row');
    // Newest first.
    await expect(rows.first().getByTestId('booking-reference')).toHaveText(card.reference);

    // By e-mail, in any case: one booking; the address keeps it.
    await admin.getByRole('searchbox', { name: 'Search bookings' }).fill(transferEmail.toUpperCase());
    await expect(admin.getByTestId('bookings-count')).toHaveText('1 booking');
    await expect(rows.getByTestId('booking-reference')).toHaveText([transfer.reference]);
    await expect(admin).toHaveURL(/q=DESK-SEARCH-TRANSFER/);

    // By tour title and payment method: the card booking, not the transfer.
    await admin.getByRole('searchbox', { name: 'Search bookings' }).fill('Kyoto Temples');
    await admin.getByRole('combobox', { name: 'Method' }).selectOption('credit_card');
    await expect(rows.getByTestId('booking-reference').filter({ hasText: card.reference })).toHaveCount(1);
    await expect(rows.getByTestId('booking-reference').filter({ hasText: transfer.reference })).toHaveCount(0);
    await expect(admin).toHaveURL(/method=credit_card/);

    // Payment status: a transfer being verified.
    await admin.getByRole('combobox', { name: 'Method' }).selectOption('');
    await admin.getByRole('combobox', { name: 'Payment' }).selectOption('processing');
    await expect(rows.getByTestId('booking-reference').filter({ hasText: transfer.reference })).toHaveCount(1);
    await expect(rows.getByTestId('booking-reference').filter({ hasText: card.reference })).toHaveCount(0);

    // The departure range, in the tour's calendar days: a range that ends before the departure leaves it out.
    const departureDay = transfer.session.date.startDate.slice(0, 10);
    await admin.getByLabel('Departing from').fill(departureDay);
    await admin.getByLabel('Departing until').fill(departureDay);
    await expect(rows.getByTestId('booking-reference').filter({ hasText: transfer.reference })).toHaveCount(1);
    const dayBefore = new Date(Date.parse(`${departureDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await admin.getByLabel('Departing from').fill(dayBefore);
    await admin.getByLabel('Departing until').fill(dayBefore);
    await expect(rows.getByTestId('booking-reference').filter({ hasText: transfer.reference })).toHaveCount(0);

    // A reload keeps every filter; Clear filters shows every booking again.
    await admin.reload();
    await expect(admin.getByRole('combobox', { name: 'Payment' })).toHaveValue('processing');
    await expect(admin.getByLabel('Departing until')).toHaveValue(dayBefore);
    await admin.getByRole('button', { name: 'Clear filters' }).click();
    await expect(admin).toHaveURL(/\/admin\/bookings$/);
    await expect(rows.first().getByTestId('booking-reference')).toHaveText(card.reference);
    await admin.context().close();
  });

  test('a booking’s page: its history, resend, a status change within the allowed ones, and cancel with a full refund', async ({
    page,
    browser,
  }) => {
    const guestEmail = email('desk-detail');
    const booked = await bookByCardApi(page.request, {
      slug: 'kyoto-temples-and-tea-ceremony',
      dateIndex: 3,
      email: guestEmail,
    });
    const { id: bookingId } = (await (
      await page.request.get(`/api/bookings/by-session/${booked.session.id}`)
    ).json()) as {
      id: string;
    };
    const { total, currency } = booked.session.pricing;

    const admin = await adminBrowser(browser, `/admin/bookings/${bookingId}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Booking ${booked.reference}` })).toBeVisible();
    const summary = admin.getByTestId('booking-summary');
    await expect(summary).toContainText(booked.session.tour.title);
    await expect(summary).toContainText(CONTACT.fullName);
    await expect(summary.getByTestId('booking-total')).toHaveText(money(total, currency));
    const timeline = admin.getByTestId('booking-timeline');
    await expect(timeline).toContainText('seat held at checkout');
    // The outbox sends after the booking commits: the page shows 'queued' until it has, so wait for the mail itself.
    await mailsTo(page.request, guestEmail, `Booking Confirmed! · ${booked.reference}`);
    await expect(async () => {
      await admin.reload();
      await expect(timeline).toContainText(`E-mail sent: Booking Confirmed! · ${booked.reference}`, { timeout: 1_000 });
    }).toPass();

    // Resend: the traveller gets the booking's e-mail again.
    await admin.getByRole('button', { name: 'Resend confirmation' }).click();
    await admin.getByTestId('resend-confirmation-dialog').getByRole('button', { name: 'Send e-mail' }).click();
    await expect(toast(admin, MONEY_MESSAGES.confirmationResent)).toBeVisible();
    await mailsTo(page.request, guestEmail, `Booking Confirmed! · ${booked.reference}`, 2);
    await expect(
      timeline.getByTestId('timeline-entry').filter({ hasText: 'sent the confirmation e-mail again' }),
    ).toHaveCount(1);

    // Status: only what the transition table allows from a paid, upcoming booking (never 'cancelled' or 'pending').
    const statuses = admin.getByLabel('Change status to');
    const offered = await statuses.locator('option').allTextContents();
    expect(offered).not.toContain('Cancelled');
    expect(offered).not.toContain('Pending');
    await statuses.selectOption({ label: 'Paid' });
    await admin.getByRole('button', { name: 'Change status', exact: true }).click();
    await admin.getByTestId('status-change-dialog').getByRole('button', { name: 'Change status' }).click();
    await expect(summary.getByTestId('booking-status')).toHaveText('Paid');
    const statusEntry = timeline.getByTestId('timeline-entry').filter({ hasText: 'Status set to paid' });
    await expect(statusEntry.getByTestId('timeline-actor')).toHaveText('by Demo Admin');
    // And back: 'paid' and 'confirmed' are the same stage in two badges.
    await expect(statuses.locator('option')).toHaveText(['Choose a status', 'Confirmed']);
    await statuses.selectOption({ label: 'Confirmed' });
    await admin.getByRole('button', { name: 'Change status', exact: true }).click();
    await admin.getByTestId('status-change-dialog').getByRole('button', { name: 'Change status' }).click();
    await expect(summary.getByTestId('booking-status')).toHaveText('Confirmed');

    // Cancel with everything paid given back: the amounts of both choices are shown.
    await admin.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = admin.getByTestId('cancel-booking-dialog');
    await expect(dialog.getByTestId('cancel-full-amount')).toHaveText(money(total, currency));
    await dialog.getByLabel('Everything paid').check();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toContainText('Please give the reason for cancelling');
    await dialog.getByLabel('Reason (sent to the traveller)').fill('The operator cancelled this departure');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(admin, MONEY_MESSAGES.bookingCancelled)).toBeVisible();
    await expect(summary.getByTestId('booking-status')).toHaveText('Cancelled');
    const refund = admin.getByTestId('booking-refund');
    await expect(refund).toHaveAttribute('data-status', 'succeeded');
    await expect(refund).toContainText(money(total, currency));
    await expect(admin.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
    await mailsTo(page.request, guestEmail, `Booking cancelled · ${booked.reference}`);
    await admin.context().close();
  });
});
