import { type Browser, expect, type Page, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  createOwnersLiveTour,
  EDIT_TEXTS,
  hideTour,
  openRevisionOf,
  openSection,
  saveBar,
  type TOwnedTour,
} from '../fixtures/edit-tour';
import { SAMPLE_TOUR, tourCard } from '../fixtures/tours';

/**
 * Tour content in Thai and English (issue 27, item 5): an operator gives an English tour its Thai on the edit screen,
 * an administrator approves it, and each visitor reads the tour in their language, or in the tour's own with a note.
 */

const stamp = () => Date.now().toString(36);

const THAI_NOTE = 'ทัวร์นี้มีรายละเอียดเป็นภาษาอังกฤษเท่านั้น';

/** A visitor whose browser asks for Thai (Accept-Language), in a context of their own. */
async function thaiVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'th-TH' });
  return context.newPage();
}

/** The tour page's itinerary tab (the tabs load as they come near, as for a traveller scrolling down). */
async function itineraryTab(page: Page, tabsTitle: string, tab: string) {
  await page.getByRole('heading', { name: tabsTitle }).scrollIntoViewIfNeeded();
  await page.getByRole('tablist', { name: tabsTitle }).getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel');
}

/** Approves the tour's open revision as the administrator. */
async function approveRevision(browser: Browser, owner: Page, tour: TOwnedTour) {
  const revision = await openRevisionOf(owner.request, tour.slug);
  expect(revision?.changes).toEqual(['translation']);
  const admin = await browser.newContext();
  try {
    await signInThroughApi(admin.request, DEMO.admin);
    const approved = await admin.request.post(`/api/admin/pending-tours/${revision?.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.close();
  }
}

test('an operator translates a tour into Thai; Thai visitors read it on the page and the card, English visitors the English', async ({
  page,
  browser,
}) => {
  const tour = await createOwnersLiveTour(browser, `Andaman two languages ${stamp()}`);
  const thaiTitle = 'ทัวร์อันดามันสองภาษา';
  const thaiDescription = 'สี่วันกับชายหาด หมู่เกาะ และอาหารไทยริมทะเลอันดามัน';
  const thai = await thaiVisitor(browser);
  try {
    await signInThroughApi(page.request, DEMO.owner);
    await page.goto(`/edit-tour/${tour.slug}`);
    const basics = page.locator('#edit-section-basics');
    // The tour's own language shows the fields the spec names; ไทย is the optional translation.
    await expect(page.getByTestId('content-language-basics-en')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('content-language-basics-th')).toContainText('optional');
    await page.getByTestId('content-language-basics-th').click();
    await expect(basics.getByLabel('Title', { exact: true })).toHaveCount(0);
    await page.getByTestId('translation-title').fill(thaiTitle);
    await page.getByTestId('translation-description').fill(thaiDescription);

    await openSection(page, 'Itinerary');
    await page.getByTestId('content-language-itinerary-th').click();
    const firstDay = page.getByTestId('translation-day').first();
    await firstDay.getByLabel('Day title in Thai').fill('วันแรกบนเกาะ');
    await firstDay.getByLabel('Activity 1 in Thai').fill('เที่ยวรอบเกาะยามเช้า');

    await openSection(page, 'Features & Highlights');
    await page.getByTestId('content-language-features-th').click();
    const highlights = page.getByTestId('translation-feature-list-highlights');
    await highlights.getByRole('button', { name: 'Add highlights' }).click();
    await highlights.getByPlaceholder('Highlights 1').fill('นั่งเรือเร็วเที่ยวหมู่เกาะพีพี');

    await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
    await expect(toast(page, EDIT_TEXTS.savedForReview)).toBeVisible();
    await expect(page.getByTestId('edit-waiting').getByRole('listitem')).toHaveText(['Translation']);

    // Until an administrator approves it, Thai visitors read the English, with a note.
    await thai.goto(`/tours/${tour.slug}`);
    await expect(thai.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(thai.getByTestId('tour-language-note')).toHaveText(THAI_NOTE);

    await approveRevision(browser, page, tour);

    // A Thai visitor: the Thai title, description, highlight and first day, and no note.
    await thai.goto(`/tours/${tour.slug}`);
    await expect(thai.locator('html')).toHaveAttribute('lang', 'th');
    const heading = thai.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(thaiTitle);
    await expect(heading).toHaveAttribute('lang', 'th');
    await expect(thai.getByText(thaiDescription)).toBeVisible();
    await expect(thai.getByText('นั่งเรือเร็วเที่ยวหมู่เกาะพีพี')).toBeVisible();
    await expect(thai.getByTestId('tour-language-note')).toHaveCount(0);
    const days = (await itineraryTab(thai, 'รายละเอียดทัวร์', 'แผนการเดินทาง')).getByTestId('itinerary-day');
    await expect(days.first().getByRole('heading')).toContainText('วันแรกบนเกาะ');
    await expect(days.first()).toContainText('เที่ยวรอบเกาะยามเช้า');
    // Days left untranslated keep their own words.
    await expect(days.nth(1).getByRole('heading')).toContainText('Day 2');

    // Its card in the search results, found by the tour's English title.
    await thai.goto(`/tours?destination=${encodeURIComponent(tour.title)}`);
    await expect(tourCard(thai, tour.slug).getByRole('heading', { level: 3 })).toHaveText(thaiTitle);
    // ... and by its Thai title.
    await thai.goto(`/tours?destination=${encodeURIComponent('อันดามันสองภาษา')}`);
    await expect(tourCard(thai, tour.slug)).toBeVisible();

    // An English visitor reads the English on the page and the card.
    const english = await browser.newPage();
    try {
      await english.goto(`/tours/${tour.slug}`);
      await expect(english.getByRole('heading', { level: 1 })).toHaveText(tour.title);
      await expect(english.getByTestId('tour-language-note')).toHaveCount(0);
      await english.goto(`/tours?destination=${encodeURIComponent('อันดามันสองภาษา')}`);
      await expect(tourCard(english, tour.slug).getByRole('heading', { level: 3 })).toHaveText(tour.title);
    } finally {
      await english.context().close();
    }
  } finally {
    await thai.context().close();
    await hideTour(page.request, tour);
  }
});

test('a Thai visitor reads a tour without Thai in English, with a note, and the sample tour in Thai', async ({
  page,
  browser,
}) => {
  const tour = await createOwnersLiveTour(browser, `Andaman English only ${stamp()}`);
  const thai = await thaiVisitor(browser);
  try {
    await thai.goto(`/tours/${tour.slug}`);
    const heading = thai.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(tour.title);
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(thai.getByTestId('tour-language-note')).toHaveText(THAI_NOTE);

    // An English visitor gets no note.
    await page.goto(`/tours/${tour.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    await expect(page.getByTestId('tour-language-note')).toHaveCount(0);

    // The demo's sample tour has its Thai.
    await thai.goto(`/tours/${SAMPLE_TOUR.slug}`);
    await expect(thai.getByRole('heading', { level: 1 })).toHaveText('เที่ยวมัลดีฟส์แบบออลอินคลูซีฟ');
    await expect(thai.getByTestId('tour-language-note')).toHaveCount(0);
  } finally {
    await thai.context().close();
    await hideTour(page.request, tour);
  }
});
