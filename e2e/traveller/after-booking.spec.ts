import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import {
  CONTACT,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillSecureCard,
  openCheckout,
  payButton,
  paymentForm,
} from '../fixtures/checkout';
import { approvedTourOf, createCompany, signUpOperator } from '../fixtures/company-tours';
import { hideTour } from '../fixtures/edit-tour';
import { mailsTo } from '../fixtures/mailbox';
import { downloadReceiptPdf } from '../fixtures/receipts';

/**
 * Every promise after a booking kept (issue 22): the tour's operator hears of the booking when it is paid
 * and when it is cancelled; a guest's "View My Bookings" opens their booking's manage page, not sign-in;
 * "Download Receipt" gives a receipt PDF for money received and a booking summary for an unpaid reservation;
 * "What Happens Next?" says what does happen at the booking's stage.
 */
test.describe('after a booking', () => {
  test("the operator's mailbox hears of a paid booking and of its cancellation; the guest's View My Bookings opens it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const setup = await browser.newContext();
    const owner = await signUpOperator(setup.request, 'wholesale_owner');
    const companyName = `Told Tours ${Date.now().toString(36)}`;
    await createCompany(setup.request, { nameEn: companyName, owner, members: [] });
    const title = `Operator notice ${Date.now().toString(36)}`;
    const tour = await approvedTourOf(setup.request, owner, title);
    try {
      // A guest pays by card.
      await openCheckout(page, { slug: tour.slug, dateIndex: 0, guests: 1 });
      await continueAsGuest(page);
      const guestEmail = email('told');
      await fillContact(page, { ...CONTACT, email: guestEmail });
      await fillSecureCard(page, '4242 4242 4242 4242');
      await payButton(page).click();
      await expect(page).toHaveURL('/booking-success');
      const reference = await confirmedReference(page);
      await expect(page.getByTestId('next-steps')).toContainText(
        'We pass your booking to the tour operator: your tour coordinator will contact you within 24 hours.',
      );

      // The paid booking's receipt.
      const receipt = await downloadReceiptPdf(page);
      expect(receipt.fileName).toBe(`receipt-${reference}.pdf`);
      expect(receipt.text).toContain(`Operator ${companyName}`);
      expect(receipt.text).toMatch(/TAT licence \d{2}\/\d{5}/);
      await expect(toast(page, 'Receipt downloaded successfully!')).toBeVisible();

      // The operator is told, with the guest and the departure; the traveller's e-mail names the operator.
      const [paid] = await mailsTo(page.request, owner.email, `New paid booking ${reference}`);
      expect(paid!.text).toContain(`Dear ${companyName},`);
      expect(paid!.text).toContain('Guests: 1');
      expect(paid!.text).toMatch(/Departure: \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/);
      expect(paid!.text).toContain(`Traveller's contact: ${CONTACT.fullName}, ${guestEmail}`);
      const [confirmation] = await mailsTo(page.request, guestEmail, reference);
      expect(confirmation!.text).toContain(`Tour operator: ${companyName} (TAT licence `);
      expect(confirmation!.text).toContain('Cancellation policy: ');

      // The guest's View My Bookings opens the booking's own manage page.
      await page.getByRole('button', { name: 'View My Bookings' }).click();
      await expect(page).toHaveURL(/\/booking\/manage\/[\w-]{43}$/);
      await expect(page.getByTestId('booking-reference')).toHaveText(reference);

      // Cancelled there: the operator hears of it.
      await page.getByTestId('manage-cancellation').getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
      const [cancelled] = await mailsTo(page.request, owner.email, `Booking ${reference} cancelled`);
      expect(cancelled!.text).toContain('seat is free again');
    } finally {
      await hideTour(setup.request, { ...tour, title });
      await setup.close();
    }
  });

  test('an unpaid reservation downloads a booking summary, not a receipt, and its next steps are its own', async ({
    page,
  }) => {
    await openCheckout(page, { slug: 'all-inclusive-maldives-escape', dateIndex: 2, guests: 1 });
    await continueAsGuest(page);
    await paymentForm(page)
      .getByRole('radio', { name: /Reserve now, pay later/ })
      .check();
    await fillContact(page, { fullName: CONTACT.fullName, email: email('summary'), phone: CONTACT.phone });
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Reserved – Not Yet Paid' })).toBeVisible();
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim();

    const steps = page.getByTestId('next-steps');
    await expect(steps).toContainText('Pay by the deadline');
    await expect(steps).toContainText('Unpaid at the deadline, the reservation is cancelled.');
    await expect(steps).not.toContainText('will contact you within 24 hours.');

    const summary = await downloadReceiptPdf(page);
    expect(summary.fileName).toBe(`booking-summary-${reference}.pdf`);
    expect(summary.text).toContain('Booking summary');
    expect(summary.text).toContain('This is a booking summary, not a receipt');
    expect(summary.text).toContain('No payment yet.');
    expect(summary.text).not.toMatch(/\bReceipt\b/);
    await expect(toast(page, 'Receipt downloaded successfully!')).toBeVisible();
  });
});
