import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { authForm, createAccount, toast } from '../fixtures/auth';
import {
  BOOKING_FORM,
  bookPath,
  bookingCardOf,
  fillGuest,
  guestBlock,
  roomiestDate,
  sampleGuest,
  signUpAndSignIn,
} from '../fixtures/booking-form';
import { money, spotsOf } from '../fixtures/checkout';
import { SAMPLE_TOUR, dateRangeText } from '../fixtures/tours';

test.describe('booking form: sign-in and booking', () => {
  test('a signed-out visitor signs in and comes back to the form', async ({ page }) => {
    const credentials = { email: uniqueEmail('form-signin'), password: 'Secret123!' };
    await createAccount(page.request, credentials);
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 2);
    const path = bookPath(SAMPLE_TOUR.slug, date.id, 2);

    await page.goto(path);
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
    await expect(toast(page, BOOKING_FORM.loginToBook)).toBeVisible();
    const form = authForm(page);
    await form.email.fill(credentials.email);
    await form.password.fill(credentials.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(path);
    const header = page.getByTestId('booking-header');
    await expect(header.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible();
    await expect(header.getByTestId('booking-place')).toHaveText('North Malé Atoll, Maldives');
    await expect(header.getByTestId('booking-dates')).toContainText(dateRangeText(date.startDate, date.endDate));
    await expect(header.getByTestId('booking-guests')).toHaveText('2 Guests');
    const subtotal = date.price * 2;
    await expect(header.getByTestId('booking-total')).toHaveText(
      money(subtotal - Math.round((subtotal * SAMPLE_TOUR.discountPercent) / 100), 'USD'),
    );
    await expect(page.getByRole('heading', { name: 'Guest Information' })).toBeVisible();
    await expect(page.getByTestId('guest-block')).toHaveCount(2);
    // The primary guest's e-mail starts as the account's.
    await expect(guestBlock(page, 0).getByLabel('Email')).toHaveValue(credentials.email);
  });

  test('without guests in the link the return URL and the form use 1 guest', async ({ page }) => {
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 1);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/book?dateId=${date.id}`);
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(bookPath(SAMPLE_TOUR.slug, date.id, 1))}`);

    await signUpAndSignIn(page.request, 'form-one');
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/book?dateId=${date.id}`);
    await expect(page.getByLabel('Number of Guests')).toHaveValue('1');
    await expect(page.getByTestId('guest-block')).toHaveCount(1);
    await expect(page.getByTestId('booking-guests')).toHaveText('1 Guest');
  });

  test('a booking is created, confirmed on its page and listed in the Bookings tab', async ({ page }) => {
    const slug = 'santorini-sunset-caldera-escape';
    await signUpAndSignIn(page.request, 'form-book');
    const date = await roomiestDate(page.request, slug, 2);
    const spotsBefore = date.availableSpots;
    const guests = [sampleGuest(0), sampleGuest(1)];

    await page.goto(bookPath(slug, date.id, 2));
    await expect(page.getByTestId('guest-block')).toHaveCount(2);
    await fillGuest(page, 0, guests[0]!);
    await fillGuest(page, 1, guests[1]!);
    // Optional sections open on demand.
    const primary = guestBlock(page, 0);
    await primary.getByText('Passport Information').click();
    await primary.getByLabel('Passport number').fill('AA1234567');
    await primary.getByLabel('Passport expiry').fill('2031-05-01');
    await primary.getByText('Special Requirements').click();
    await primary.getByLabel('Dietary requirements').fill('Vegetarian');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    const step = page.getByTestId('step-payment');
    await expect(step.getByRole('heading', { name: 'Payment & Confirmation' })).toBeVisible();
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText('Tour Price × 2');
    await expect(summary.getByTestId('summary-subtotal')).toHaveText(money(date.price * 2, 'USD'));
    const total = (await page.getByTestId('booking-total').textContent())!.trim();
    await expect(summary.getByTestId('summary-total')).toHaveText(total);

    // Back keeps what was typed.
    await step.getByRole('button', { name: 'Back' }).click();
    await expect(guestBlock(page, 1).getByLabel('First name')).toHaveValue(guests[1]!.firstName);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await step.getByLabel('Special Requests').fill('Honeymoon: a quiet room, please.');
    await expect(step.getByRole('radio', { name: /Credit Card/ })).toBeChecked();
    for (const method of ['Bank Transfer', 'PayPal', 'Stripe'])
      await expect(step.getByRole('radio', { name: new RegExp(method) })).toBeVisible();
    await step.getByText('Bank Transfer', { exact: true }).click();
    await expect(step.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();

    await step.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(step.getByText(BOOKING_FORM.terms)).toBeVisible();
    expect(await spotsOf(page.request, slug, date.id)).toBe(spotsBefore);

    await step.getByRole('checkbox', { name: /I accept the/ }).click();
    await expect(step.getByText(BOOKING_FORM.terms)).toHaveCount(0);
    await step.getByRole('checkbox', { name: /travel offers/ }).click();
    // Hold the request to see the button say what is happening.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.continue();
    });
    await step.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(step.getByRole('button', { name: 'Creating Booking...' })).toBeDisabled();
    release();

    await expect(toast(page, BOOKING_FORM.created)).toBeVisible();
    await expect(page).toHaveURL(/\/booking\/confirmation\/[0-9a-f-]{36}$/);
    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^CHT-\d{6}$/);
    const bookingReference = (await reference.textContent())!.trim();
    expect(await spotsOf(page.request, slug, date.id)).toBe(spotsBefore - 2);

    await page.goto('/account?tab=bookings');
    const card = bookingCardOf(page, bookingReference);
    await expect(card.getByTestId('booking-status')).toHaveText('Awaiting payment');
    await expect(card.getByTestId('booking-total')).toHaveText(total);
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(dialog.getByTestId('details-guests')).toContainText(`${guests[0]!.firstName} ${guests[0]!.lastName}`);
    await expect(dialog.getByTestId('details-guests')).toContainText(`${guests[1]!.firstName} ${guests[1]!.lastName}`);
    await expect(dialog).toContainText('Bank Transfer');
    await expect(dialog).toContainText('Honeymoon: a quiet room, please.');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // Nothing was charged: the traveller can pay the booking from here.
    await expect(card.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });
});
