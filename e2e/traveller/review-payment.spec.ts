import { expect, test } from '../fixtures/test';
import { toast } from '../fixtures/auth';
import { holdNextRequest, roomiestDate } from '../fixtures/booking-form';
import {
  CHECKOUT,
  CONTACT,
  SUCCESS_CARD,
  confirmedReference,
  fillContact,
  fillSecureCard,
  money,
  payButton,
  spotsOf,
} from '../fixtures/checkout';
import { SAMPLE_TOUR } from '../fixtures/tours';

const TIME_ZONE = 'Asia/Bangkok';

/** The page in English: the spec's heading, and the translations of its Thai texts (issue 27). */
const REVIEW_IN_ENGLISH = {
  heading: 'Review & Payment',
  review: 'Review your booking',
  travelDate: 'Travel date',
  travellers: 'Travellers',
  travellerCount: (count: number) => (count === 1 ? '1 traveller' : `${count} travellers`),
  flights: 'Flights',
  pricePerPerson: 'Price per person',
  discount: 'Discount',
  total: 'Total',
  loadingFlights: 'Loading flight details...',
} as const;

/** The page's Thai texts (1-traveller.md section 2, Review and payment), as a Thai reader sees it. */
const REVIEW = {
  review: 'ตรวจสอบการจอง',
  travelDate: 'วันที่เดินทาง',
  travellers: 'จำนวนผู้เดินทาง',
  flights: 'เที่ยวบิน',
  pricePerPerson: 'ราคาต่อท่าน',
  discount: 'ส่วนลด',
  total: 'ยอดรวม',
  loadingFlights: 'กำลังโหลดข้อมูลเที่ยวบิน...',
  noFlights: 'ไม่มีข้อมูลเที่ยวบินในช่วงเวลานี้',
} as const;

type TFlight = {
  airline: string;
  flightNumber: string;
  departureAirport: string;
  departureCode: string;
  departureTime: string;
  arrivalAirport: string;
  arrivalCode: string;
  arrivalTime: string;
};

/** A flight end's airport-local clock as the API writes it ('2027-02-02T10:20:00+07:00' -> '10:20', decision 18). */
const airportClock = (value: string) => value.slice(11, 16);

test.use({ timezoneId: TIME_ZONE });

/** Thai money as the page writes it ('US$3,329.10'). */
const thaiMoney = (minorUnits: number, currency: string) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency }).format(minorUnits / 100);

test.describe('review and payment', () => {
  test('the sample tour is reviewed with its flights and paid by card', async ({ page }) => {
    const guests = 2;
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, guests);
    const spotsBefore = date.availableSpots;
    const flightsResponse = await page.request.get(`/api/tour-dates/${date.id}/flights`);
    const { flights } = (await flightsResponse.json()) as { flights: TFlight[] };
    expect(flights.length).toBeGreaterThan(0);

    const heldFlights = await holdNextRequest(page, `**/api/tour-dates/${date.id}/flights`);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=${date.id}&guests=${guests}`);
    await expect(page.getByRole('heading', { level: 1, name: REVIEW_IN_ENGLISH.heading })).toBeVisible();
    await expect(page.getByText(REVIEW_IN_ENGLISH.loadingFlights)).toBeVisible();
    await heldFlights.release();

    const trip = page.getByTestId('review-trip');
    await expect(trip.getByRole('heading', { name: REVIEW_IN_ENGLISH.review })).toBeVisible();
    await expect(trip.getByTestId('review-tour-title')).toHaveText(SAMPLE_TOUR.title);
    await expect(trip.getByTestId('review-image')).toHaveAttribute('src', /^\/api\/tour-images\//);
    await expect(trip.getByText(REVIEW_IN_ENGLISH.travelDate)).toBeVisible();
    await expect(trip.getByTestId('review-travel-date')).toContainText(String(Number(date.startDate.slice(8, 10))));
    await expect(trip.getByText(REVIEW_IN_ENGLISH.travellers, { exact: true })).toBeVisible();
    await expect(trip.getByTestId('review-travellers')).toHaveText(REVIEW_IN_ENGLISH.travellerCount(guests));
    await expect(trip.getByRole('heading', { name: REVIEW_IN_ENGLISH.flights })).toBeVisible();

    const rows = page.getByTestId('review-flight');
    await expect(rows).toHaveCount(flights.length);
    for (const flight of flights) {
      const row = rows.filter({ hasText: flight.flightNumber });
      await expect(row.getByTestId('review-flight-airline')).toHaveText(flight.airline);
      for (const text of [flight.departureAirport, flight.departureCode, flight.arrivalAirport, flight.arrivalCode])
        await expect(row).toContainText(text);
      await expect(row).toContainText(`${airportClock(flight.departureTime)} ${flight.departureCode}`);
      await expect(row).toContainText(`${airportClock(flight.arrivalTime)} ${flight.arrivalCode}`);
    }

    // Price per person, the count line, the departure's discount and the total.
    const subtotal = date.price * guests;
    const discount = Math.round((subtotal * SAMPLE_TOUR.discountPercent) / 100);
    const price = page.getByTestId('review-price');
    await expect(price.getByText(REVIEW_IN_ENGLISH.pricePerPerson)).toBeVisible();
    await expect(price.getByTestId('review-price-per-person')).toHaveText(money(date.price, 'USD'));
    await expect(price.getByTestId('review-count-line')).toHaveText(
      `${money(date.price, 'USD')} × ${REVIEW_IN_ENGLISH.travellerCount(guests)}`,
    );
    await expect(price.getByText(`${REVIEW_IN_ENGLISH.discount} (${SAMPLE_TOUR.discountPercent}%)`)).toBeVisible();
    await expect(price.getByTestId('review-discount')).toHaveText(`−${money(discount, 'USD')}`);
    await expect(price.getByText(REVIEW_IN_ENGLISH.total, { exact: true })).toBeVisible();
    await expect(price.getByTestId('review-total')).toHaveText(money(subtotal - discount, 'USD'));

    // Opening the page holds no seats: the session is made when the traveller pays.
    expect(await spotsOf(page.request, SAMPLE_TOUR.slug, date.id)).toBe(spotsBefore);

    await fillContact(page, { ...CONTACT, email: `review-${Date.now().toString(36)}@e2e.test` });
    await fillSecureCard(page, SUCCESS_CARD);
    await expect(payButton(page)).toHaveText(`Pay ${money(subtotal - discount, 'USD')}`);
    await payButton(page).click();

    await expect(toast(page, CHECKOUT.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(
      /\/booking-confirmation\?payment_intent=pi_[^&]+&session_id=[0-9a-f-]{36}&payment_method=card$/,
    );
    await confirmedReference(page);
    await expect(page.getByTestId('confirmation-total')).toHaveText(money(subtotal - discount, 'USD'));
    expect(await spotsOf(page.request, SAMPLE_TOUR.slug, date.id)).toBe(spotsBefore - guests);
  });
});

test.describe('review and payment in Thai, the spec’s language for the page', () => {
  test.use({ locale: 'th-TH' });

  test('the spec’s Thai texts, exactly', async ({ page }) => {
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 2);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=${date.id}&guests=2`);
    const trip = page.getByTestId('review-trip');
    await expect(trip.getByRole('heading', { name: REVIEW.review })).toBeVisible();
    await expect(trip.getByText(REVIEW.travelDate)).toBeVisible();
    await expect(trip.getByText(REVIEW.travellers)).toBeVisible();
    await expect(trip.getByTestId('review-travellers')).toHaveText('2 ท่าน');
    await expect(trip.getByRole('heading', { name: REVIEW.flights })).toBeVisible();
    const price = page.getByTestId('review-price');
    await expect(price.getByText(REVIEW.pricePerPerson)).toBeVisible();
    await expect(price.getByText(`${REVIEW.discount} (${SAMPLE_TOUR.discountPercent}%)`)).toBeVisible();
    await expect(price.getByText(REVIEW.total, { exact: true })).toBeVisible();
    await expect(price.getByTestId('review-count-line')).toHaveText(`${thaiMoney(date.price, 'USD')} × 2 ท่าน`);
  });

  test('guests default to 1, and the date may be given as its start date', async ({ page }) => {
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 1);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=${date.startDate}`);
    await expect(page.getByTestId('review-travellers')).toHaveText('1 ท่าน');
    const discount = Math.round((date.price * SAMPLE_TOUR.discountPercent) / 100);
    await expect(page.getByTestId('review-total')).toHaveText(thaiMoney(date.price - discount, 'USD'));
  });

  test('a departure without flights says so', async ({ page }) => {
    const date = await roomiestDate(page.request, SAMPLE_TOUR.slug, 1);
    await page.route(`**/api/tour-dates/${date.id}/flights`, (route) => route.fulfill({ json: { flights: [] } }));
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=${date.id}&guests=1`);
    await expect(page.getByTestId('review-flights').getByText(REVIEW.noFlights)).toBeVisible();
    await expect(page.getByTestId('review-flight')).toHaveCount(0);
  });

  test('a skeleton while loading, then the not-found view for a missing tour or date', async ({ page }) => {
    const held = await holdNextRequest(page, `**/api/tours/${SAMPLE_TOUR.slug}`);
    await page.goto(`/tours/${SAMPLE_TOUR.slug}/payment?date=2000-01-01&guests=2`);
    await expect(page.getByTestId('review-skeleton')).toBeVisible();
    await held.release();
    const notFound = page.getByTestId('review-not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('link', { name: 'กลับไปหน้าทัวร์' })).toHaveAttribute(
      'href',
      `/tours/${SAMPLE_TOUR.slug}`,
    );

    await page.goto('/tours/no-such-tour/payment?date=2027-01-01&guests=2');
    await expect(page.getByTestId('review-not-found')).toBeVisible();
    await expect(page.getByTestId('review-payment-page')).toHaveCount(0);
    await expect(page.getByTestId('review-not-found').getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
