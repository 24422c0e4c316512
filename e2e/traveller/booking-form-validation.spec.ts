import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import {
  BOOKING_FORM,
  bookPath,
  fillGuest,
  guestBlock,
  onlySpots,
  roomiestDate,
  sampleGuest,
  signUpAndSignIn,
} from '../fixtures/booking-form';
import { money } from '../fixtures/checkout';
import { SAMPLE_TOUR, getTourDates } from '../fixtures/tours';

const GUEST_MESSAGES = Object.values(BOOKING_FORM.guest);

test.describe('booking form: guests', () => {
  test('each guest field says what it needs, and Continue waits until they are right', async ({ page }) => {
    await signUpAndSignIn(page.request, 'form-validate');
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 2);
    await page.goto(bookPath(SAMPLE_TOUR.slug, date.id, 2));
    await guestBlock(page, 0).getByLabel('Email').fill('');

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Please complete the highlighted guest details.')).toBeVisible();
    for (const index of [0, 1]) {
      for (const message of GUEST_MESSAGES)
        await expect(guestBlock(page, index).getByText(message, { exact: true })).toBeVisible();
    }
    await expect(guestBlock(page, 0).getByLabel('First name')).toBeFocused();
    await expect(page.getByTestId('step-payment')).toHaveCount(0);

    // Each message goes as its field is put right; a malformed e-mail keeps its message.
    const primary = guestBlock(page, 0);
    await primary.getByLabel('First name').fill('Ann');
    await expect(primary.getByText(BOOKING_FORM.guest.firstName)).toHaveCount(0);
    await primary.getByLabel('Email').fill('not-an-email');
    await expect(primary.getByText(BOOKING_FORM.guest.email)).toBeVisible();
    // A phone is read as Thai unless it carries its own +code (decision 19); garbage is refused.
    await primary.getByLabel('Phone', { exact: true }).fill('call me');
    await expect(primary.getByText('Please enter a valid phone number')).toBeVisible();
    await primary.getByLabel('Phone', { exact: true }).fill('081 234 5678');
    await expect(primary.getByText('Please enter a valid phone number')).toHaveCount(0);
    await expect(primary.getByText(BOOKING_FORM.guest.phone)).toHaveCount(0);
    await primary.getByLabel('Nationality').selectOption('Thailand');
    await expect(primary.getByText(BOOKING_FORM.guest.nationality)).toHaveCount(0);

    await fillGuest(page, 0, sampleGuest(0));
    for (const message of GUEST_MESSAGES) await expect(primary.getByText(message, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByTestId('step-payment')).toHaveCount(0);
    await expect(guestBlock(page, 1).getByText(BOOKING_FORM.guest.lastName)).toBeVisible();

    await fillGuest(page, 1, sampleGuest(1));
    await expect(page.getByText('Please complete the highlighted guest details.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(
      page.getByTestId('step-payment').getByRole('heading', { name: 'Payment & Confirmation' }),
    ).toBeVisible();
  });

  test('guest blocks are added and removed at the end as the count changes', async ({ page }) => {
    await signUpAndSignIn(page.request, 'form-blocks');
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 3);
    await page.goto(bookPath(SAMPLE_TOUR.slug, date.id, 1));
    const blocks = page.getByTestId('guest-block');
    await expect(blocks).toHaveCount(1);
    await expect(guestBlock(page, 0).getByRole('heading', { name: 'Primary Guest' })).toBeVisible();
    await guestBlock(page, 0).getByLabel('First name').fill('Ann');

    await page.getByLabel('Number of Guests').selectOption('3');
    await expect(blocks).toHaveCount(3);
    await expect(guestBlock(page, 1).getByRole('heading', { name: 'Additional Guest' })).toBeVisible();
    await expect(guestBlock(page, 2).getByRole('heading', { name: 'Additional Guest' })).toBeVisible();
    await expect(guestBlock(page, 0).getByLabel('First name')).toHaveValue('Ann');
    await expect(guestBlock(page, 2).getByLabel('First name')).toHaveValue('');
    await guestBlock(page, 1).getByLabel('First name').fill('Bob');
    await guestBlock(page, 2).getByLabel('First name').fill('Cy');
    await expect(page.getByTestId('booking-guests')).toHaveText('3 Guests');
    const total = (guests: number) => {
      const subtotal = date.price * guests;
      return money(subtotal - Math.round((subtotal * SAMPLE_TOUR.discountPercent) / 100), 'USD');
    };
    await expect(page.getByTestId('booking-total')).toHaveText(total(3));

    await page.getByLabel('Number of Guests').selectOption('2');
    await expect(blocks).toHaveCount(2);
    await expect(guestBlock(page, 0).getByLabel('First name')).toHaveValue('Ann');
    await expect(guestBlock(page, 1).getByLabel('First name')).toHaveValue('Bob');
    await expect(page.getByTestId('booking-guests')).toHaveText('2 Guests');
    await expect(page.getByTestId('booking-total')).toHaveText(total(2));

    // Growing again adds an empty block: the removed guest is not brought back.
    await page.getByLabel('Number of Guests').selectOption('3');
    await expect(guestBlock(page, 2).getByLabel('First name')).toHaveValue('');
    expect(await page.getByLabel('Number of Guests').locator('option').allTextContents()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  test("more guests than the date's spots gives the spec's message", async ({ page }) => {
    await signUpAndSignIn(page.request, 'form-spots');
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const date = [...dates]
      .filter((item) => item.availableSpots > 0 && item.availableSpots < 10)
      .sort((a, b) => a.availableSpots - b.availableSpots)[0]!;
    expect(date, 'a departure with fewer than 10 spots').toBeTruthy();

    await page.goto(bookPath(SAMPLE_TOUR.slug, date.id, date.availableSpots + 1));
    await expect(page.getByText(onlySpots(date.availableSpots))).toBeVisible();
    await fillGuest(page, 0, sampleGuest(0));
    for (let index = 1; index <= date.availableSpots; index += 1) await fillGuest(page, index, sampleGuest(index));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByTestId('step-payment')).toHaveCount(0);

    await page.getByLabel('Number of Guests').selectOption(String(date.availableSpots));
    await expect(page.getByText(onlySpots(date.availableSpots))).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByTestId('step-payment')).toBeVisible();
  });

  test("seats taken meanwhile: the server's message is shown clearly", async ({ page, request }) => {
    await signUpAndSignIn(page.request, 'form-race');
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const date = [...dates]
      .filter((item) => item.availableSpots >= 2 && item.availableSpots <= 11)
      .sort((a, b) => a.availableSpots - b.availableSpots)[0]!;
    expect(date, 'a departure with 2 to 11 spots').toBeTruthy();

    await page.goto(bookPath(SAMPLE_TOUR.slug, date.id, 2));
    await fillGuest(page, 0, sampleGuest(0));
    await fillGuest(page, 1, sampleGuest(1));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const step = page.getByTestId('step-payment');
    await step.getByRole('checkbox', { name: /I accept the/ }).click();

    // Another traveller holds all but one seat while this form is open.
    const hold = await request.post('/api/booking-sessions', {
      data: { tourDateId: date.id, guests: date.availableSpots - 1 },
    });
    expect(hold.status(), await hold.text()).toBe(201);
    const held = (await hold.json()) as { id: string };
    try {
      await step.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(step.getByTestId('booking-server-error')).toContainText(onlySpots(1));
      await expect(toast(page, onlySpots(1))).toBeVisible();
      await expect(page).toHaveURL(bookPath(SAMPLE_TOUR.slug, date.id, 2));
    } finally {
      await request.post(`/api/booking-sessions/${held.id}/abandon`);
    }
  });
});

test.describe('booking form: Booking Error', () => {
  test('a missing date, an unknown tour and an unknown date each explain themselves', async ({ page }) => {
    await signUpAndSignIn(page.request, 'form-error');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const cases = [
      { path: `/tours/${SAMPLE_TOUR.slug}/book`, message: BOOKING_FORM.missing, slug: SAMPLE_TOUR.slug },
      {
        path: `/tours/no-such-tour/book?dateId=${unknownId}&guests=2`,
        message: BOOKING_FORM.tourNotFound,
        slug: 'no-such-tour',
      },
      {
        path: `/tours/${SAMPLE_TOUR.slug}/book?dateId=${unknownId}&guests=2`,
        message: BOOKING_FORM.dateNotFound,
        slug: SAMPLE_TOUR.slug,
      },
    ];
    for (const { path, message, slug } of cases) {
      await page.goto(path);
      const view = page.getByTestId('booking-error');
      await expect(view.getByRole('heading', { level: 1, name: 'Booking Error' })).toBeVisible();
      await expect(view.getByText(message, { exact: true })).toBeVisible();
      await expect(view.getByRole('link', { name: 'Back to Tour' })).toHaveAttribute('href', `/tours/${slug}`);
      await expect(view.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    }
    await page.getByRole('link', { name: 'Back to Tour' }).click();
    await expect(page).toHaveURL(`/tours/${SAMPLE_TOUR.slug}`);
  });
});
