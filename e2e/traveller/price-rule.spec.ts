import { downloadReceiptPdf } from '../fixtures/receipts';
import { expect, test, type Locator } from '../fixtures/test';
import {
  CONTACT,
  confirmedReference,
  continueAsGuest,
  email,
  fillContact,
  fillSecureCard,
  money,
  payButton,
  SUCCESS_CARD,
} from '../fixtures/checkout';
import { tourCard, usd } from '../fixtures/tours';

/**
 * DESIGN decision 14 in the browser: the seeded Santorini tour (15% off) has an 'Early summer special'
 * departure listed at $2,599 with its own 20% discount. Its price per person is 2,599 × 0.8 = $2,079.20,
 * the lowest of the tour, so the card shows it with $2,599 struck through; three guests pay
 * 2,599 × 3 × 0.8 = $6,237.60 on the tour page, at checkout, on the confirmation and on the receipt.
 */
const SLUG = 'santorini-sunset-caldera-escape';
const LISTED = 259_900;
const DISCOUNT = 20;
const GUESTS = 3;
const PER_PERSON = Math.round((LISTED * (100 - DISCOUNT)) / 100);
const TOTAL = Math.round((LISTED * GUESTS * (100 - DISCOUNT)) / 100);

type TApiDate = { id: string; price: number; discountPercent: number | null; availableSpots: number };

/** An amount as shown ('$6,237.60') back in minor units. */
async function minorUnitsIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent())?.replace(/[^\d.]/g, '') ?? '';
  expect(text, 'an amount is shown').toMatch(/^\d+(\.\d{2})?$/);
  return Math.round(Number(text) * 100);
}

test('one price rule: card, tour page, checkout, confirmation and receipt agree', async ({ page }) => {
  const detail = await (await page.request.get(`/api/tours/${SLUG}`)).json();
  const special = (detail.dates as TApiDate[]).find((date) => date.discountPercent === DISCOUNT)!;
  expect(special.price).toBe(LISTED);
  expect(special.availableSpots).toBeGreaterThanOrEqual(GUESTS);

  // The card: the price per person after discount, the listed price struck through, "From" several dates.
  await page.goto('/tours?destination=Santorini&date=&travellers=');
  const card = tourCard(page, SLUG);
  await expect(card.getByText(`${DISCOUNT}% OFF`)).toBeVisible();
  await expect(card.getByText('From', { exact: true })).toBeVisible();
  const perPerson = card.getByTestId('price-per-person');
  await expect(perPerson).toHaveText(money(PER_PERSON, 'USD'));
  expect(await minorUnitsIn(perPerson)).toBe(PER_PERSON);
  const struck = card.locator('s[data-testid="original-price"]');
  await expect(struck).toHaveText(`Original price ${usd(LISTED / 100, 0)}`);
  await expect(struck).toHaveCSS('text-decoration-line', 'line-through');
  // The listed price is the price per person / (1 − discount): both spec formulas hold.
  expect(Math.round((PER_PERSON * 100) / (100 - DISCOUNT))).toBe(LISTED);

  // The tour page: the header repeats the card; the booking card totals three guests on that departure.
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/tours/${SLUG}`);
  await expect(page.locator('header').getByTestId('price-per-person')).toHaveText(money(PER_PERSON, 'USD'));
  const bookingCard = page.getByTestId('booking-card');
  await bookingCard.getByLabel('Travel date').selectOption(special.id);
  await expect(page.getByTestId('booking-price')).toContainText(money(PER_PERSON, 'USD'));
  await expect(bookingCard.getByTestId('guests-value')).toHaveText('2 guests');
  await bookingCard.getByRole('button', { name: 'Add a guest' }).click();
  await expect(bookingCard.getByTestId('guests-value')).toHaveText(`${GUESTS} guests`);
  await expect(bookingCard.getByText(`Discount (${DISCOUNT}%)`)).toBeVisible();
  const tourPageTotal = bookingCard.getByTestId('booking-total');
  await expect(tourPageTotal).toHaveText(money(TOTAL, 'USD'));

  // Checkout, after Book Now: the server's hold is priced the same.
  await bookingCard.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${SLUG}/book/[0-9a-f-]{36}$`));
  const summary = page.getByTestId('booking-summary');
  await expect(summary.getByTestId('summary-price')).toHaveText(money(LISTED, 'USD'));
  await expect(summary.getByText(`Discount (${DISCOUNT}%)`)).toBeVisible();
  await expect(summary.getByTestId('summary-total')).toHaveText(money(TOTAL, 'USD'));

  // Paid by card: the charge, the confirmation and the downloaded receipt.
  await continueAsGuest(page);
  await fillContact(page, { ...CONTACT, email: email('price-rule') });
  await fillSecureCard(page, SUCCESS_CARD);
  await expect(payButton(page)).toHaveText(`Pay ${money(TOTAL, 'USD')}`);
  await payButton(page).click();
  await expect(page).toHaveURL('/booking-success');
  const reference = await confirmedReference(page);
  await expect(page.getByTestId('confirmation-total')).toHaveText(money(TOTAL, 'USD'));

  const { text: receipt } = await downloadReceiptPdf(page);
  expect(receipt).toContain(`Booking reference ${reference}`);
  expect(receipt).toContain(`Guests ${GUESTS} `);
  expect(receipt).toContain(`Booking total ${money(TOTAL, 'USD')}`);
});
