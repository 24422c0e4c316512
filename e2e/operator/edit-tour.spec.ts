import { expect, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  bookOneSeat,
  closeRevision,
  createOwnersLiveTour,
  departureCard,
  departuresForEdit,
  draftNotice,
  EDIT_TEXTS,
  hideTour,
  OWNER2,
  openRevisionOf,
  openSection,
  saveBar,
  sectionHeader,
} from '../fixtures/edit-tour';
import { getTourDates } from '../fixtures/tours';

/**
 * /edit-tour/{slug} (2-operator.md sections 2, 4, 5, 6 and 8; DESIGN decisions 10 and 23): the owner edits
 * their live tour, the leave prompt, departures with bookings, and who may not edit.
 */

const stamp = () => Date.now().toString(36);

test.describe('edit a live tour', () => {
  test('the owner edits the title and a departure price from the Tours tab, saves, and the tour page shows them', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman edit ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      await page.goto('/account?tab=tours');
      const card = page.getByTestId('account-submitted-tour').filter({ hasText: tour.title });
      await card.getByRole('link', { name: 'Edit tour' }).click();
      await expect(page).toHaveURL(`/edit-tour/${tour.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeVisible();

      // The seven sections with their counts; duration read only; location is the administrators'.
      for (const name of [
        'Basic Information',
        'Available Dates',
        'Itinerary',
        'Meal Plans',
        'Hotels',
        'Tour Images',
        'Features & Highlights',
      ]) {
        await expect(sectionHeader(page, name)).toHaveAttribute('aria-expanded', String(name === 'Basic Information'));
      }
      await expect(page.getByTestId('edit-section-dates-count')).toContainText('2');
      await expect(page.getByTestId('edit-section-itinerary-count')).toContainText('4');
      await expect(page.getByTestId('edit-section-hotels-count')).toContainText('1');
      await expect(page.getByTestId('edit-duration')).toHaveValue('4');
      await expect(page.getByLabel('Location')).toHaveJSProperty('readOnly', true);
      // Company name is shown to administrators only (section 5).
      await expect(page.getByLabel('Company name', { exact: true })).toHaveCount(0);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);

      await page.getByRole('button', { name: 'Expand All' }).click();
      await expect(sectionHeader(page, 'Hotels')).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'Collapse All' }).click();
      await expect(sectionHeader(page, 'Basic Information')).toHaveAttribute('aria-expanded', 'false');

      // A rule broken: the spec's message in the list, and the save refused.
      await sectionHeader(page, 'Basic Information').click();
      const title = page.getByLabel('Title', { exact: true });
      await title.fill('Hi');
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.unsaved);
      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, EDIT_TEXTS.fixBeforeSaving)).toBeVisible();
      const errors = page.getByTestId('edit-errors');
      await expect(errors).toContainText(EDIT_TEXTS.fixHeading);
      await expect(errors).toContainText('Title must be at least 5 characters long');

      const newTitle = `${tour.title} renamed`;
      await title.fill(newTitle);
      await expect(errors).toHaveCount(0);
      const [first] = await departuresForEdit(page.request, tour.slug);
      await openSection(page, 'Available Dates');
      await departureCard(page, first!.id)
        .getByLabel(/Price per person/)
        .fill('9900');

      // A departure added by hand takes the latest departure's flights, moved to its own date.
      const latest = (await departuresForEdit(page.request, tour.slug)).at(-1)!;
      await page.getByRole('button', { name: 'Add departure' }).click();
      const added = page.locator('[data-testid="edit-departure"]:not([data-departure-id])');
      await expect(added.getByTestId('departure-flights')).toContainText(
        `Copied from the departure of ${latest.startDate}; they move to this start date.`,
      );
      const addedStart = await added.getByLabel('Start date').inputValue();

      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, EDIT_TEXTS.savedWithReview)).toBeVisible();
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);
      await expect(saveBar(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

      // Saved on the server, and shown on the tour page (no leave prompt: nothing is unsaved).
      const dates = await getTourDates(page.request, tour.slug);
      expect(dates.find((date) => date.id === first!.id)?.price).toBe(990000);
      const saved = (await departuresForEdit(page.request, tour.slug)).find((date) => date.startDate === addedStart);
      expect(saved?.outbound?.flightNumber).toBe(latest.outbound?.flightNumber);
      expect(saved?.outbound?.departureDateTime.slice(0, 10)).toBe(addedStart);
      // The price is live at once; the new title waits for an administrator (live-edits.spec.ts approves one).
      await page.getByRole('link', { name: 'View tour' }).click();
      await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      await expect(page.getByText('THB 9,900.00 per person').first()).toBeVisible();
      expect((await openRevisionOf(page.request, tour.slug))?.changes).toEqual(['title']);
    } finally {
      await closeRevision(browser, page.request, tour);
      await hideTour(page.request, tour);
    }
  });

  test('unsaved changes: Back to Dashboard asks before leaving, and closing the tab asks while the draft cannot be saved', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman leave ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      await page.goto(`/edit-tour/${tour.slug}`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(tour.title);
      // The change cannot reach the server's draft (its saves fail): closing the tab would lose it.
      await page.route('**/api/tours/*/edit/draft', (route) => route.abort('internetdisconnected'));
      await page.getByLabel('Title', { exact: true }).fill(`${tour.title} draft`);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.unsaved);

      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      const dialog = page.getByTestId('edit-leave-dialog');
      await expect(dialog).toContainText(EDIT_TEXTS.leave);
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(`/edit-tour/${tour.slug}`);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${tour.title} draft`);

      // Closing the tab: the browser's own prompt (beforeunload).
      const prompt = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const asked = await prompt;
      expect(asked.type()).toBe('beforeunload');
      await asked.accept();

      // Leaving through the prompt goes to the owner's dashboard; nothing was saved.
      const again = await page.context().newPage();
      await again.goto(`/edit-tour/${tour.slug}`);
      await again.getByLabel('Title', { exact: true }).fill(`${tour.title} draft`);
      await again.getByRole('button', { name: 'Back to Dashboard' }).click();
      await again.getByTestId('edit-leave-dialog').getByRole('button', { name: 'Leave' }).click();
      await expect(again).toHaveURL('/tour-owner-dashboard');
      const response = await again.request.get(`/api/tours/${tour.slug}`);
      expect(((await response.json()) as { title: string }).title).toBe(tour.title);
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('a departure with a booking cannot be removed: refused on the page, and by the server when the page did not know', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman booked ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      const [first, second] = await departuresForEdit(page.request, tour.slug);
      await bookOneSeat(browser, tour, first!.id);

      // Known on load: the seat shows, and removing it is refused before anything is sent.
      await page.goto(`/edit-tour/${tour.slug}`);
      await openSection(page, 'Available Dates');
      const booked = departureCard(page, first!.id);
      await expect(booked).toContainText('1 sold · 0 held');
      // One clear refusal: the departure is not marked for removal, and nothing says it will be removed.
      await booked.getByRole('button', { name: /Remove departure/ }).click();
      await expect(booked.getByTestId('edit-departure-problem')).toHaveText(EDIT_TEXTS.hasBookings);
      await expect(booked).not.toHaveAttribute('data-removed', 'true');
      await expect(booked).not.toContainText(EDIT_TEXTS.willBeRemoved);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);

      // Booked after the page loaded: the server refuses the save, and says so next to the departure.
      await bookOneSeat(browser, tour, second!.id);
      const later = departureCard(page, second!.id);
      await later.getByRole('button', { name: /Remove departure/ }).click();
      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, `Failed to update tour: ${EDIT_TEXTS.hasBookings}`)).toBeVisible();
      // The refused removal is undone: the card says why it stays, and nothing else.
      await expect(later.getByTestId('edit-departure-problem')).toHaveText(EDIT_TEXTS.hasBookings);
      await expect(later).not.toHaveAttribute('data-removed', 'true');
      await expect(later).not.toContainText(EDIT_TEXTS.willBeRemoved);

      // Nothing changed: both departures and their bookings are still there.
      const after = await departuresForEdit(page.request, tour.slug);
      expect(after.map((date) => [date.id, date.seatsSold])).toEqual([
        [first!.id, 1],
        [second!.id, 1],
      ]);
    } finally {
      await hideTour(page.request, tour);
    }
  });
});

test.describe('unsaved changes are kept on the server (DESIGN decision 20)', () => {
  test('an edited title survives a reload, is saved, and Discard changes brings back the saved title', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman draft ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      await page.goto(`/edit-tour/${tour.slug}`);
      const title = page.getByLabel('Title', { exact: true });
      await expect(title).toHaveValue(tour.title);
      await expect(draftNotice(page)).toHaveCount(0);

      const renamed = `${tour.title} renamed`;
      await title.fill(renamed);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.unsaved);
      await expect(saveBar(page).getByTestId('edit-draft-state')).toContainText(EDIT_TEXTS.draftSaved);

      // Reloaded: the change is back, marked unsaved, with the notice.
      await page.reload();
      await expect(draftNotice(page)).toContainText(EDIT_TEXTS.restored);
      await expect(draftNotice(page)).not.toContainText(EDIT_TEXTS.tourChanged);
      await expect(title).toHaveValue(renamed);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.unsaved);
      // Nothing is on the tour yet.
      expect(((await (await page.request.get(`/api/tours/${tour.slug}`)).json()) as { title: string }).title).toBe(
        tour.title,
      );

      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, EDIT_TEXTS.savedForReview)).toBeVisible();
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);
      await expect(draftNotice(page)).toHaveCount(0);

      // Saved (as the revision waiting for review): a reload shows it and no notice (the save deleted the draft).
      await page.reload();
      await expect(title).toHaveValue(renamed);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);
      await expect(draftNotice(page)).toHaveCount(0);
      expect(await (await page.request.get(`/api/tours/${tour.slug}/edit/draft`)).json()).toEqual({ draft: null });

      // Changed again and reloaded, then discarded: the saved title is back and the draft is gone.
      await title.fill(`${renamed} again`);
      await expect(saveBar(page).getByTestId('edit-draft-state')).toContainText(EDIT_TEXTS.draftSaved);
      await page.reload();
      await expect(title).toHaveValue(`${renamed} again`);
      await draftNotice(page).getByRole('button', { name: 'Discard changes' }).click();
      await expect(title).toHaveValue(renamed);
      await expect(draftNotice(page)).toHaveCount(0);
      await expect(saveBar(page)).toContainText(EDIT_TEXTS.allSaved);
      expect(await (await page.request.get(`/api/tours/${tour.slug}/edit/draft`)).json()).toEqual({ draft: null });
      await page.reload();
      await expect(title).toHaveValue(renamed);
      await expect(draftNotice(page)).toHaveCount(0);
    } finally {
      await closeRevision(browser, page.request, tour);
      await hideTour(page.request, tour);
    }
  });
});

test.describe('two windows, one draft', () => {
  test('a window whose draft is out of date takes the newer one and says so, rather than overwrite it', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman windows ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.owner);
      await page.goto(`/edit-tour/${tour.slug}`);
      const other = await page.context().newPage();
      await other.goto(`/edit-tour/${tour.slug}`);
      await expect(other.getByLabel('Title', { exact: true })).toHaveValue(tour.title);

      await page.getByLabel('Title', { exact: true }).fill(`${tour.title} from the first window`);
      await expect(saveBar(page).getByTestId('edit-draft-state')).toContainText(EDIT_TEXTS.draftSaved);

      // The second window's first autosave finds the first window's draft (409): it takes that one.
      await other.getByLabel('Title', { exact: true }).fill(`${tour.title} from the second window`);
      await expect(toast(other, EDIT_TEXTS.newerDraft)).toBeVisible();
      await expect(other.getByLabel('Title', { exact: true })).toHaveValue(`${tour.title} from the first window`);
      const stored = await page.request.get(`/api/tours/${tour.slug}/edit/draft`);
      expect(((await stored.json()) as { draft: { data: { form: { title: string } } } }).draft.data.form.title).toBe(
        `${tour.title} from the first window`,
      );
      await other.close();
    } finally {
      await hideTour(page.request, tour);
    }
  });
});

test.describe('who may edit', () => {
  test('an administrator opens the edit screen from Admin Actions and may change the location', async ({
    page,
    browser,
  }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman admin ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.admin);
      await page.goto(`/tours/${tour.slug}`);
      await page.getByTestId('admin-actions').getByRole('link', { name: 'Edit tour' }).click();
      await expect(page).toHaveURL(`/edit-tour/${tour.slug}`);
      const location = page.getByLabel('Location');
      await expect(location).toHaveJSProperty('readOnly', false);
      await expect(page.getByLabel('Company name', { exact: true })).toBeEditable();
      // The fixture's cover is at a made-up host, so the browser cannot load it and says so in a toast, which sits
      // over the save bar's button at the bottom right: it is closed before Save, or the click may land on it.
      const coverFailed = toast(page, 'Failed to load image');
      await expect(coverFailed).toBeVisible();
      await coverFailed.getByRole('button', { name: 'Close toast' }).click();
      await expect(coverFailed).toBeHidden();
      await location.fill('Krabi');
      await saveBar(page).getByRole('button', { name: 'Save All Changes' }).click();
      await expect(toast(page, EDIT_TEXTS.saved)).toBeVisible();
      const response = await page.request.get(`/api/tours/${tour.slug}`);
      expect(((await response.json()) as { location: string }).location).toBe('Krabi');
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('a customer is refused by the page and by the server', async ({ page, browser }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman customer ${stamp()}`);
    try {
      await signInThroughApi(page.request, DEMO.customer);
      expect((await page.request.get(`/api/tours/${tour.slug}/edit`)).status()).toBe(403);
      const put = await page.request.put(`/api/tours/${tour.slug}/edit`, { data: {} });
      expect(put.status()).toBe(403);
      await page.goto(`/edit-tour/${tour.slug}`);
      await expect(toast(page, EDIT_TEXTS.noPermission)).toBeVisible();
      await expect(page).toHaveURL('/account');
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('another operator is told the tour is not theirs and the server answers 404', async ({ page, browser }) => {
    const tour = await createOwnersLiveTour(browser, `Andaman other ${stamp()}`);
    try {
      await signInThroughApi(page.request, OWNER2);
      expect((await page.request.get(`/api/tours/${tour.slug}/edit`)).status()).toBe(404);
      await page.goto(`/edit-tour/${tour.slug}`);
      await expect(toast(page, EDIT_TEXTS.notFound)).toBeVisible();
      // 2-operator.md section 6: "... redirect to the owner dashboard".
      await expect(page).toHaveURL('/tour-owner-dashboard');
    } finally {
      await hideTour(page.request, tour);
    }
  });

  test('a visitor who is not signed in is sent to sign in', async ({ page }) => {
    await page.goto('/edit-tour/any-tour');
    await expect(toast(page, 'You need to be logged in to access this page')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fedit-tour%2Fany-tour$/);
  });
});
