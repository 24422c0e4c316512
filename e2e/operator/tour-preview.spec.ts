import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';

/** The review page /tour-preview (2-operator.md section 2) built from a saved draft (DESIGN decision 20). */

const NO_TOUR_DATA = 'No tour data found. Please fill out the form first.';
const IMAGES = ['beach-sunset.jpg', 'city-night.jpg', 'mountain-temple.jpg'];

const OUTBOUND = {
  airline: 'Bangkok Airways',
  airlineCode: 'PG',
  flightNumber: 'PG261',
  departureAirport: 'Suvarnabhumi Airport',
  departureCode: 'BKK',
  departureDateTime: '2027-03-05T07:45:00+07:00',
  arrivalAirport: 'Krabi International Airport',
  arrivalCode: 'KBV',
  arrivalDateTime: '2027-03-05T09:05:00+07:00',
  duration: '1h 20m',
};
const RETURN = {
  ...OUTBOUND,
  flightNumber: 'PG262',
  departureAirport: 'Krabi International Airport',
  departureCode: 'KBV',
  departureDateTime: '2027-03-07T17:30:00+07:00',
  arrivalAirport: 'Suvarnabhumi Airport',
  arrivalCode: 'BKK',
  arrivalDateTime: '2027-03-07T18:50:00+07:00',
};

const numbered = (label: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ value: `${label} ${index + 1}` }));

/** A wizard filled in completely, with more of everything than the printed summary shows. */
function completeDraft(title: string, images: string[]) {
  return {
    wizardStep: 8,
    title,
    description: `Paddle through mangroves and sea caves with a local guide. ${'Swim at the Hong islands lagoon. '.repeat(10)}`,
    location: 'Krabi',
    country: 'Thailand',
    category: 'adventure',
    price: 9900,
    discountMode: 'percentage',
    discountPercentage: 10,
    currency: 'THB',
    duration: 3,
    totalQuota: 40,
    thumbnailUrl: images[0],
    tourImages: images.map((url, index) => ({ id: `image-${index}`, url, order: index })),
    inclusions: numbered('Inclusion', 10),
    exclusions: numbered('Exclusion', 7),
    highlights: numbered('Highlight', 7),
    itineraryDays: [1, 2, 3].map((dayNumber) => ({
      dayNumber,
      title: `Island day ${dayNumber}`,
      activities: [
        {
          time: 'Morning',
          description: `Kayak through the lagoon of day ${dayNumber} with a guide who knows every cave`,
        },
        { time: '14:00', description: 'Free time on the beach, swimming and snorkelling around the reef' },
      ],
    })),
    mealPlans: [1, 2, 3].map((dayNumber) => ({
      dayNumber,
      schedule: `Day ${dayNumber} Meals`,
      breakfast: true,
      lunch: dayNumber === 2,
      dinner: false,
    })),
    hotels: ['Ao Nang Cliff Resort', 'Railay Bay Villas', 'Krabi Town Hotel'].map((name) => ({
      name,
      description: 'Hillside resort with views over the Andaman Sea.',
      rating: '4',
      amenities: ['Free WiFi', 'Swimming Pool'],
      checkIn: '2:00 PM',
      checkOut: '12:00 PM',
      roomType: 'deluxe',
      website: '',
    })),
    availableDates: ['2027-03-05', '2027-03-12', '2027-03-19', '2027-03-26'].map((startDate, index) => ({
      startDate,
      price: 9900 + index * 500,
      currency: 'THB',
      availableSpots: 10,
      // Later dates take the first date's flights, shifted, as the submission does.
      outbound: index === 0 ? OUTBOUND : {},
      return: index === 0 ? RETURN : {},
    })),
  };
}

async function uploadImages(request: APIRequestContext): Promise<string[]> {
  const urls: string[] = [];
  for (const name of IMAGES) {
    const buffer = await readFile(path.join(import.meta.dirname, '..', 'fixtures', 'images', name));
    const response = await request.post('/api/tour-images', {
      multipart: { purpose: 'gallery', file: { name, mimeType: 'image/jpeg', buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
    urls.push((await response.json()).url);
  }
  return urls;
}

/** Signs in as the agent and saves a draft through the API, as the wizard's autosave does. */
async function createDraft(page: Page, title: string): Promise<string> {
  await signInThroughApi(page.request, DEMO.agentWithCompany);
  const images = await uploadImages(page.request);
  const response = await page.request.post('/api/tour-drafts', { data: { data: completeDraft(title, images) } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

async function submittedTours(request: APIRequestContext, title: string) {
  const response = await request.get('/api/tour-submissions');
  expect(response.ok()).toBe(true);
  const { tours } = (await response.json()) as { tours: { id: string; title: string; status: string }[] };
  return tours.filter((tour) => tour.title === title);
}

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

function count(text: string, fragment: string | RegExp): number {
  return text.split(fragment).length - 1;
}

test.describe('Tour preview', () => {
  test('shows the saved draft in its tabs, also after a reload and in another browser', async ({ page, browser }) => {
    const title = `Krabi <Kayak> & "Island" Escape ${Date.now()}`;
    const draftId = await createDraft(page, title);
    await page.goto(`/tour-preview?draft=${draftId}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const tabs = ['Overview', 'Dates', 'Itinerary', 'Meals', 'Hotel', 'Gallery', 'Features'];
    await expect(page.getByRole('tab')).toHaveText(tabs);
    await expect(page.getByTestId('preview-overview')).toContainText('Paddle through mangroves');
    await expect(page.getByTestId('preview-overview')).toContainText('40 of 40 seats offered on the dates');

    await tab(page, 'Dates').click();
    const dates = page.getByTestId('preview-date');
    await expect(dates).toHaveCount(4);
    // THB 9,900 listed, 10% off; the flights in the airports' own times with their codes.
    await expect(dates.first()).toContainText('THB 8,910.00');
    await expect(dates.first()).toContainText('THB 9,900.00');
    await expect(dates.first().getByTestId('flight-outbound')).toContainText('PG261');
    await expect(dates.first().getByTestId('flight-outbound').getByTestId('flight-time').first()).toHaveText(
      '07:45 BKK',
    );
    await expect(dates.nth(1).getByTestId('flight-return')).toContainText('Sun, Mar 14, 2027');

    await tab(page, 'Itinerary').click();
    await expect(page.getByTestId('preview-day')).toHaveCount(3);
    await expect(page.getByTestId('preview-day').first()).toContainText('Island day 1');

    await tab(page, 'Meals').click();
    await expect(page.getByTestId('preview-meal')).toHaveCount(3);
    await expect(page.getByTestId('preview-meal').nth(1)).toContainText('Day 2 Meals');

    await tab(page, 'Hotel').click();
    await expect(page.getByTestId('preview-hotel')).toHaveCount(3);
    await expect(page.getByTestId('preview-hotel').first()).toContainText('Swimming Pool');

    await tab(page, 'Gallery').click();
    const images = page.getByTestId('preview-image');
    await expect(images).toHaveCount(3);
    await expect(images.first()).toContainText('Primary');
    await expect(images.nth(1)).not.toContainText('Primary');

    await tab(page, 'Features').click();
    await expect(page.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Highlights' })).toContainText('Highlight 7');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughApi(otherPage.request, DEMO.agentWithCompany);
    await otherPage.goto(`/tour-preview?draft=${draftId}`);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await other.close();
  });

  test('downloads the summary as HTML and as a PDF, and prints the limited layout', async ({ page }, testInfo) => {
    const stamp = Date.now();
    const title = `Krabi <Kayak> & "Island" Escape ${stamp}`;
    const draftId = await createDraft(page, title);
    await page.goto(`/tour-preview?draft=${draftId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const htmlDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download HTML' }).click();
    const html = await htmlDownload;
    expect(html.suggestedFilename()).toMatch(/^krabi-kayak-island-escape-\d+-summary\.html$/);
    const htmlFile = testInfo.outputPath(html.suggestedFilename());
    await html.saveAs(htmlFile);
    const document = await readFile(htmlFile, 'utf8');
    expect(document).toContain(`<h1>Krabi &lt;Kayak&gt; &amp; &quot;Island&quot; Escape ${stamp}</h1>`);
    expect(document).not.toContain('<Kayak>');
    expect(document).not.toMatch(/<script/i);
    // Self-contained: the three images inlined; the summary's limits and cuts.
    expect(count(document, 'src="data:image/')).toBe(3);
    expect(count(document, '<li>Inclusion ')).toBe(8);
    expect(document).toContain('+ 2 more');
    expect(count(document, '<li>Exclusion ')).toBe(6);
    expect(count(document, '<li>Highlight ')).toBe(6);
    expect(count(document, '<article class="hotel">')).toBe(2);
    // Every departure's flights, none left out (issue 20): four departures, two flights each.
    expect(count(document, '<article class="flight">')).toBe(8);
    // The description cut to 200 characters, marked with an ellipsis.
    const description = /<h2>Description<\/h2><p>([^<]*)<\/p>/.exec(document)?.[1] ?? '';
    expect(description.startsWith('Paddle through mangroves')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(Array.from(description)).toHaveLength(201);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/-summary\.pdf$/);
    const pdfFile = testInfo.outputPath(pdf.suggestedFilename());
    await pdf.saveAs(pdfFile);
    const bytes = await readFile(pdfFile);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('NotoSansThai');
    await expect(page.getByRole('button', { name: 'Generate PDF' })).toBeEnabled();

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Print PDF' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(popup.locator('li', { hasText: /^Inclusion \d+$/ })).toHaveCount(8);
    await expect(popup.locator('li', { hasText: /^Exclusion \d+$/ })).toHaveCount(6);
    await expect(popup.locator('li', { hasText: /^Highlight \d+$/ })).toHaveCount(6);
    await expect(popup.locator('article.flight')).toHaveCount(8);
    await expect(popup.locator('article.hotel')).toHaveCount(2);
    await expect(popup.locator('figure')).toHaveCount(3);
    await expect(popup.locator('figure.primary')).toHaveCount(1);
    await expect(popup.locator('table').first().locator('tbody tr')).toHaveCount(3);
    await expect(popup.getByText('+ 1 more').first()).toBeVisible();
    await popup.close();
  });

  test('tells the user to allow popups when the print window is blocked', async ({ page }) => {
    const draftId = await createDraft(page, `Popup blocked ${Date.now()}`);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(`/tour-preview?draft=${draftId}`);
    // An alert holds the click until it is closed: read and accept it as it opens.
    const alert = new Promise<{ type: string; message: string }>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Print PDF' }).click();
    const shown = await alert;
    expect(shown.type).toBe('alert');
    expect(shown.message).toContain('allow popups');
    expect(shown.message).toContain('Download HTML');
  });

  test('Confirm & Submit clicked twice makes one pending tour and lands on the account with its id', async ({
    page,
  }) => {
    const title = `Submitted once ${Date.now()}`;
    const draftId = await createDraft(page, title);
    await page.goto(`/tour-preview?draft=${draftId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('button', { name: 'Confirm & Submit Tour' }).dblclick();
    await expect(page).toHaveURL(/\/account\?tab=tours&submitted=[0-9a-f-]{36}$/);
    const pendingTourId = new URL(page.url()).searchParams.get('submitted') ?? '';
    await expect(page.getByText(`Pending tour ID: ${pendingTourId}`)).toBeVisible();

    const tours = await submittedTours(page.request, title);
    expect(tours).toHaveLength(1);
    expect(tours[0]).toMatchObject({ id: pendingTourId, status: 'pending' });

    // The preview of a submitted draft says so and offers no second submission.
    await page.goto(`/tour-preview?draft=${draftId}`);
    await expect(page.getByText('This tour has already been submitted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm & Submit Tour' })).toBeDisabled();
  });

  test('without a draft, or with one that cannot be loaded, says so and goes to the wizard', async ({ page }) => {
    await signInThroughApi(page.request, DEMO.agentWithCompany);
    await page.goto('/tour-preview');
    await expect(toast(page, NO_TOUR_DATA)).toBeVisible();
    await expect(page).toHaveURL(/\/submit-tour(\?|$)/);

    await page.goto('/tour-preview?draft=00000000-0000-4000-8000-000000000000');
    await expect(toast(page, NO_TOUR_DATA)).toBeVisible();
    await expect(page).toHaveURL(/\/submit-tour(\?|$)/);
  });

  test("a customer is refused with the wizard's message", async ({ page }) => {
    await signInThroughApi(page.request, DEMO.customer);
    await page.goto('/tour-preview?draft=00000000-0000-4000-8000-000000000000');
    await expect(
      toast(page, "You don't have permission to submit tours. Contact an administrator for access."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account/);
  });
});
