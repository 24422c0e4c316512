import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  CHECKOUT,
  CONTACT,
  chooseMethod,
  continueAsGuest,
  departure,
  fillContact,
  openCheckout,
  payButton,
  paymentForm,
  readSession,
  spotsOf,
} from '../fixtures/checkout';

const MINUTE = 60_000;

test.describe('checkout: the booking session', () => {
  test('a signed-in customer gets the e-mail prefilled and no login card', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    const session = await openCheckout(page, { slug: 'cherry-blossom-kyoto-and-osaka', dateIndex: 0, guests: 1 });
    expect(session.accountId.startsWith('guest_')).toBe(false);
    await expect(paymentForm(page).getByLabel('Email')).toHaveValue(DEMO.customer.email);
    await expect(paymentForm(page).getByText('From your account')).toBeVisible();
    await expect(page.getByTestId('checkout-login')).toHaveCount(0);
  });

  test('logging in on the checkout keeps the session and its seats, and prefills the e-mail', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'cherry-blossom-kyoto-and-osaka', dateIndex: 1, guests: 2 });
    expect(session.accountId.startsWith('guest_')).toBe(true);
    const spots = await spotsOf(page.request, session.tour.slug, session.date.id);

    const login = page.getByTestId('checkout-login');
    await expect(login.getByRole('heading', { name: 'Login for Faster Checkout' })).toBeVisible();
    await login.getByLabel('Email').fill(DEMO.customer.email);
    const password = login.getByLabel('Password', { exact: true });
    await password.fill(DEMO.customer.password);
    await login.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await login.getByRole('form').getByRole('button', { name: 'Login', exact: true }).click();

    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(`/tours/${session.tour.slug}/book/${session.id}`);
    await expect(paymentForm(page).getByLabel('Email')).toHaveValue(DEMO.customer.email);

    const moved = await readSession(page.request, session.id);
    expect(moved.status).toBe('active');
    expect(moved.accountId.startsWith('guest_')).toBe(false);
    expect(await spotsOf(page.request, session.tour.slug, session.date.id)).toBe(spots);
  });

  test('extend never shortens the session: at 30:00 left it stays at 30:00', async ({ page }) => {
    const session = await openCheckout(page, {
      slug: 'cyclades-island-hopping-santorini-mykonos-naxos',
      dateIndex: 0,
      guests: 1,
    });
    const countdown = page.getByTestId('session-countdown');
    await expect(countdown).toHaveText(/^(29|30):\d\d$/);
    await expect(page.getByTestId('session-timer')).toHaveAttribute('data-level', 'normal');
    const before = Date.parse((await readSession(page.request, session.id)).expiresAt);

    await page.getByRole('button', { name: 'Extend Session' }).click();
    await expect(toast(page, CHECKOUT.sessionExtended)).toBeVisible();
    // The later of the current expiry and now + 15 minutes (decision 17): here the current one.
    await expect(countdown).toHaveText(/^(29|30):\d\d$/);
    const extended = Date.parse((await readSession(page.request, session.id)).expiresAt);
    expect(extended).toBe(before);
    expect(extended).toBeGreaterThan(Date.now() + 15 * MINUTE);
  });

  test('the timer warns at 5, 2 and 1 minutes, then says Session Expired and leads back to the tour', async ({
    page,
  }) => {
    await page.clock.install();
    const session = await openCheckout(page, { slug: 'bali-beach-villa-retreat', dateIndex: 0, guests: 2 });
    const spotsHeld = await spotsOf(page.request, session.tour.slug, session.date.id);
    const timer = page.getByTestId('session-timer');
    await expect(timer).toHaveAttribute('data-level', 'normal');

    await page.clock.fastForward('20:30');
    await expect(timer).toHaveAttribute('data-level', 'warning');
    await page.clock.fastForward('04:30');
    await expect(toast(page, 'Your booking session expires in 5 minutes!')).toBeVisible();
    await expect(timer).toHaveAttribute('data-level', 'critical');
    await page.clock.fastForward('03:00');
    await expect(toast(page, 'Your booking session expires in 2 minutes!')).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(toast(page, 'Your booking session expires in 1 minute!')).toBeVisible();
    await page.clock.fastForward('01:05');

    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.sessionExpired })).toBeVisible();
    await expect(page.getByText(CHECKOUT.sessionExpiredBody).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('current_booking_session_id'))).toBeNull();
    // The seats go back at once (the page releases the session it saw expire).
    await expect.poll(() => spotsOf(page.request, session.tour.slug, session.date.id)).toBe(spotsHeld + 2);

    await page.getByRole('link', { name: 'Back to the tour' }).click();
    await expect(page).toHaveURL(`/tours/${session.tour.slug}`);
  });

  test('coming back to the tab with an active session says Session restored', async ({ page }) => {
    await openCheckout(page, { slug: 'chiang-mai-mountains-and-temples', dateIndex: 0, guests: 1 });
    await page.evaluate(() => {
      let state: DocumentVisibilityState = 'hidden';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(toast(page, CHECKOUT.sessionRestored)).toBeVisible();
  });

  test('the session page shows the held booking and leads to its checkout', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'chiang-mai-mountains-and-temples', dateIndex: 1, guests: 2 });
    await page.goto(`/booking/session/${session.id}`);
    const view = page.getByTestId('booking-session-page');
    await expect(view.getByRole('heading', { name: session.tour.title })).toBeVisible();
    await expect(view).toContainText('2 Adults');
    await expect(page.getByTestId('session-countdown')).toHaveText(/^\d\d:\d\d$/);
    await view.getByRole('link', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(`/tours/${session.tour.slug}/book/${session.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CHECKOUT.title })).toBeVisible();
  });

  test("someone else's session is not found", async ({ page, browser }) => {
    const session = await openCheckout(page, { slug: 'phuket-and-phi-phi-island-escape', dateIndex: 0, guests: 1 });
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/tours/${session.tour.slug}/book/${session.id}`);
    await expect(strangerPage.getByRole('heading', { name: 'Session not found or expired' })).toBeVisible();
    await expect(strangerPage.getByRole('link', { name: 'Back to the tour' })).toHaveAttribute(
      'href',
      `/tours/${session.tour.slug}`,
    );
    await stranger.close();
  });

  test('Book Now shows the server message when the seats went meanwhile', async ({ page, browser }) => {
    const slug = 'bali-beach-villa-retreat';
    const date = await departure(page.request, slug, 1, 4);
    await page.goto(`/tours/${slug}`);
    const card = page.getByTestId('booking-card');
    await card.getByLabel('Travel date').selectOption(date.id);
    await card.getByRole('button', { name: 'Add a guest' }).click();
    await card.getByRole('button', { name: 'Add a guest' }).click();
    await expect(card.getByTestId('guests-value')).toHaveText('4 guests');

    // Another traveller holds all but 3 seats while this page is open.
    const other = await browser.newContext();
    const taken = await other.request.post('/api/booking-sessions', {
      data: { tourDateId: date.id, guests: date.availableSpots - 3 },
    });
    expect(taken.status(), await taken.text()).toBe(201);

    await card.getByRole('button', { name: 'Book Now' }).click();
    await expect(toast(page, 'Only 3 spots available for this date')).toBeVisible();
    await expect(page).toHaveURL(`/tours/${slug}`);
    await other.close();
  });

  test('offline shows the banner and stops payment until the connection is back', async ({ page, context }) => {
    await openCheckout(page, { slug: 'romantic-venice-getaway', dateIndex: 1, guests: 1 });
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(CHECKOUT.offline);
    await expect(payButton(page)).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(payButton(page)).toBeEnabled();
  });

  test('the payment form is restored after a reload within 5 minutes', async ({ page }) => {
    const session = await openCheckout(page, { slug: 'swiss-alps-scenic-rail-journey', dateIndex: 1, guests: 1 });
    await continueAsGuest(page);
    await chooseMethod(page, 'Bank Transfer');
    await fillContact(page, { fullName: CONTACT.fullName, email: 'restore@e2e.test', phone: CONTACT.phone });
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `payment_state_${session.id}`))
      .toContain('restore@e2e.test');

    await page.reload();
    await expect(page.getByTestId('payment-restored')).toContainText('Payment details restored');
    await expect(paymentForm(page).getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
    await expect(paymentForm(page).getByLabel('Email')).toHaveValue('restore@e2e.test');
    await expect(paymentForm(page).getByLabel('Full name')).toHaveValue(CONTACT.fullName);
  });
});
