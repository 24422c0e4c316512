import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '../fixtures/test';
import { DEMO } from '../fixtures/accounts';
import { signInThroughApi, toast } from '../fixtures/auth';
import {
  completeTourForm,
  createDraftThroughApi,
  dragImageByMouse,
  moveImageRightByKeyboard,
} from '../fixtures/tour-drafts';

/** The wizard's image fields (2-operator.md sections 5, 8, 9): the step-2 thumbnail and the step-7 gallery. */

const IMAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');
const image = (name: string) => path.join(IMAGES, name);
const PHOTOS = ['beach-sunset.jpg', 'mountain-temple.jpg', 'city-night.jpg'].map(image);

/** A draft valid up to the thumbnail, opened at step 2 (Basic Information). */
async function openDraftWithoutImages(page: Page) {
  await signInThroughApi(page.request, DEMO.owner);
  const id = await createDraftThroughApi(page.request, {
    ...completeTourForm(`Image Test ${Date.now()}`),
    thumbnailUrl: '',
    tourImages: [],
    wizardStep: 2,
  });
  await page.goto(`/submit-tour?draft=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: '2. Basic Information' })).toBeVisible();
}

async function goToImagesStep(page: Page) {
  const heading = page.getByRole('heading', { level: 2, name: '7. Tour Images' });
  for (let step = 2; step < 7; step++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${step + 1}\\. `) })).toBeVisible();
  }
  await expect(heading).toBeVisible();
}

const tileIds = (gallery: Locator) =>
  gallery.getByTestId('gallery-image').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-image-id')));

test.describe('tour images in the wizard', () => {
  test('the thumbnail: a refused URL, an upload fitted to 400x300, removal, then a URL the server fetches', async ({
    page,
  }) => {
    await openDraftWithoutImages(page);
    const picker = page.getByTestId('thumbnail-picker');

    await picker.getByRole('tab', { name: 'Image URL' }).click();
    const url = picker.getByRole('textbox', { name: 'Image URL' });
    await url.fill('ftp://example.com/a.jpg');
    await picker.getByRole('button', { name: 'Use URL' }).click();
    await expect(picker.getByText('Please enter a valid URL')).toBeVisible();
    await url.fill('http://169.254.169.254/latest/meta-data/');
    await picker.getByRole('button', { name: 'Use URL' }).click();
    await expect(toast(page, 'Failed to load image')).toBeVisible();
    await expect(picker.getByText('private or local network')).toBeVisible();

    await picker.getByRole('tab', { name: 'Upload' }).click();
    await picker.getByTestId('thumbnail-file-input').setInputFiles(image('beach-sunset.jpg'));
    await expect(toast(page, 'Image Uploaded Successfully')).toContainText('Optimised to 400x267 px');
    const preview = picker.getByRole('img', { name: 'Thumbnail preview' });
    await expect(preview).toHaveJSProperty('naturalWidth', 400);
    const uploadedPath = (await preview.getAttribute('src')) ?? '';
    expect(uploadedPath).toMatch(/^\/api\/tour-images\/[0-9a-f-]{36}$/);

    await picker.getByRole('button', { name: 'Remove thumbnail' }).click();
    await expect(toast(page, 'Image removed successfully!')).toBeVisible();
    await expect(preview).toHaveCount(0);

    // The e2e server may fetch from this machine (IMAGE_FETCH_ALLOW_LOOPBACK): here, from itself.
    await picker.getByRole('tab', { name: 'Image URL' }).click();
    await url.fill(new URL(uploadedPath, page.url()).href);
    await picker.getByRole('button', { name: 'Use URL' }).click();
    await expect(toast(page, 'Image URL set successfully!')).toBeVisible();
    await expect(preview).toHaveJSProperty('naturalWidth', 400);
    expect(await preview.getAttribute('src')).not.toBe(uploadedPath);
  });

  test('the gallery: uploads, primary, keyboard and mouse reordering, limits, remove one and remove all', async ({
    page,
  }) => {
    await openDraftWithoutImages(page);
    await page.getByTestId('thumbnail-file-input').setInputFiles(image('island-small.jpg'));
    await expect(toast(page, 'Image Uploaded Successfully')).toBeVisible();
    await goToImagesStep(page);

    const gallery = page.getByTestId('tour-gallery');
    const count = gallery.getByTestId('gallery-count');
    await expect(count).toHaveText('0/10 images');
    await gallery.getByTestId('gallery-file-input').setInputFiles(PHOTOS);
    await expect(toast(page, '3 images uploaded successfully')).toBeVisible();
    await expect(count).toHaveText('3/10 images');
    const tiles = gallery.getByTestId('gallery-image');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.first()).toContainText('Primary');
    // Stored at most 1200 px wide, served by our server.
    await expect(tiles.first().getByRole('img')).toHaveJSProperty('naturalWidth', 1200);
    const uploaded = await tileIds(gallery);

    // Keyboard: focus the first image's handle, pick it up, move it right, drop it.
    await moveImageRightByKeyboard(page, gallery, 1);
    await expect(toast(page, 'Images reordered successfully!')).toBeVisible();
    await expect.poll(() => tileIds(gallery)).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
    await expect(tiles.first()).toContainText('Primary');

    // Mouse: drag the third image's handle onto the first place (the tiles in mid-screen, clear of the toasts).
    await tiles.first().evaluate((tile) => tile.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await dragImageByMouse(page, gallery, 3, 1);
    await expect.poll(() => tileIds(gallery)).toEqual([uploaded[2], uploaded[1], uploaded[0]]);

    // More than the ten, and a file that is not an image.
    const eight = Array.from({ length: 8 }, () => image('island-small.jpg'));
    await gallery.getByTestId('gallery-file-input').setInputFiles(eight);
    await expect(toast(page, 'You can only upload up to 10 images')).toContainText('You have 3 and tried to add 8');
    await gallery.getByTestId('gallery-file-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(toast(page, 'notes.txt: not a JPEG, PNG or WebP image')).toBeVisible();
    await expect(count).toHaveText('3/10 images');

    await gallery.getByRole('button', { name: 'Remove image 2' }).click();
    await expect(toast(page, 'Image removed successfully!')).toBeVisible();
    await expect(count).toHaveText('2/10 images');
    await expect.poll(() => tileIds(gallery)).toEqual([uploaded[2], uploaded[0]]);

    await gallery.getByRole('button', { name: 'Remove all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all images?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tiles).toHaveCount(2);
    await gallery.getByRole('button', { name: 'Remove all' }).click();
    await dialog.getByRole('button', { name: 'Remove all images' }).click();
    await expect(toast(page, 'All images removed successfully!')).toBeVisible();
    await expect(count).toHaveText('0/10 images');
    await expect(tiles).toHaveCount(0);
  });
});
