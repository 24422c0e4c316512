import { expect, type Page, test } from '../fixtures/test';
import { createAccount, signInThroughApi } from '../fixtures/auth';
import { bookPath } from '../fixtures/booking-form';
import {
  CHECKOUT,
  CONTACT,
  SUCCESS_CARD,
  confirmedReference,
  fillContact,
  fillSecureCard,
  openCheckout,
  payButton,
} from '../fixtures/checkout';
import { manageLinkIn } from '../fixtures/mailbox';
import { SAMPLE_TOUR, getTourDates } from '../fixtures/tours';

const PHONE = { width: 390, height: 844 };

/** A 40-character address, as ordinary as the ones that used to push the confirmation page sideways. */
function fortyCharacterEmail(): string {
  const domain = '@e2e.test';
  const local = `phone-layout-${Date.now().toString(36)}`.padEnd(40 - domain.length, 'x');
  return `${local}${domain}`;
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, `${what}: page width`).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body, `${what}: body width`).toBeLessThanOrEqual(widths.viewport);
}

test.describe('phone layout: no traveller page scrolls sideways at 390 px', () => {
  test.use({ viewport: PHONE });

  test('public pages', async ({ page }) => {
    const pages: { path: string; ready: () => Promise<void> }[] = [
      {
        path: '/',
        ready: () => expect(page.getByRole('heading', { level: 1, name: 'Tours worth the journey' })).toBeVisible(),
      },
      {
        path: '/tours?destination=Maldives',
        ready: () => expect(page.getByTestId('tour-card').first()).toBeVisible(),
      },
      {
        path: `/tours/${SAMPLE_TOUR.slug}`,
        ready: () => expect(page.getByRole('heading', { level: 1, name: SAMPLE_TOUR.title })).toBeVisible(),
      },
      { path: '/auth', ready: () => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible() },
      { path: '/booking/find', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      { path: '/terms', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      { path: '/privacy', ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      {
        path: '/no/such/page',
        ready: () => expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible(),
      },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await ready();
      await expectNoHorizontalOverflow(page, path);
    }
  });

  test('a traveller with a 40-character e-mail books and reads every booking page', async ({ page }) => {
    const credentials = { email: fortyCharacterEmail(), password: 'phone-layout-1' };
    expect(credentials.email).toHaveLength(40);
    await createAccount(page.request, credentials);
    await signInThroughApi(page.request, credentials);
    const dates = await getTourDates(page.request, SAMPLE_TOUR.slug);
    const date = [...dates].sort((a, b) => b.availableSpots - a.availableSpots)[0]!;

    await page.goto(bookPath(SAMPLE_TOUR.slug, date.id, 2));
    await expect(page.getByText('Primary Guest')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'booking form');

    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=${date.startDate}&guests=2`);
    await expect(page.getByTestId('payment-form')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'review and payment');

    const session = await openCheckout(page, { slug: SAMPLE_TOUR.slug, dateIndex: dates.indexOf(date), guests: 2 });
    await expectNoHorizontalOverflow(page, 'checkout');

    await page.goto(`/booking/session/${session.id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'booking session');

    await page.goto(`/tours/${SAMPLE_TOUR.slug}/book/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
    await fillContact(page, { ...CONTACT, email: credentials.email });
    await fillSecureCard(page, SUCCESS_CARD);
    await payButton(page).click();
    await confirmedReference(page);
    await expect(page.getByText(credentials.email).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'confirmation after card payment');

    const booking = (await (await page.request.get(`/api/bookings/by-session/${session.id}`)).json()) as {
      id: string;
      reference: string;
    };
    await page.goto(`/booking/confirmation/${booking.id}`);
    await expect(page.getByTestId('booking-reference')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'booking confirmation page');

    const manageLink = await manageLinkIn(page.request, credentials.email, booking.reference);
    await page.goto(manageLink);
    await expect(page.getByText(booking.reference).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'manage booking page');

    await page.goto('/account');
    await expect(page.getByText(credentials.email).first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'account profile');
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page.getByTestId('account-booking').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 'account bookings');
  });
});
