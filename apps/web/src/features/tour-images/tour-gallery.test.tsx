// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TGalleryImage } from '@tour/shared';
import { LanguageProvider } from '../../lib/i18n/language';
import { ThumbnailPicker, TourGallery } from './api/tour-image-fields';

const toasts = vi.hoisted(() => [] as Array<{ kind: string; message: string; description?: string }>);
vi.mock('../../lib/toast', () => {
  const record = (kind: string) => (message: string, options?: { description?: string }) =>
    toasts.push({ kind, message, description: options?.description });
  return { toast: { success: record('success'), error: record('error'), warning: record('warning'), dismiss() {} } };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const image = (id: string, order: number): TGalleryImage => ({ id, url: `/api/tour-images/${id}`, order });

/** The wizard's side: it owns the list and hands every change back. */
function Harness({ initial, changes }: { initial: TGalleryImage[]; changes: TGalleryImage[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <TourGallery
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

/** The form's side of the thumbnail field. */
function ThumbnailHarness({ values }: { values: string[] }) {
  const [value, setValue] = useState('');
  return (
    <ThumbnailPicker
      value={value}
      onChange={(next) => {
        values.push(next);
        setValue(next);
      }}
    />
  );
}

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  toasts.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  let blobs = 0;
  URL.createObjectURL = () => `blob:preview-${++blobs}`;
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const loadNothing = async () => {};

function render(element: React.ReactNode) {
  act(() =>
    root.render(
      <LanguageProvider initial="en" load={loadNothing}>
        {element}
      </LanguageProvider>,
    ),
  );
}

const tiles = () => [...container.querySelectorAll<HTMLElement>('[data-testid="gallery-image"]')];
const button = (label: string) => {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};
const orderOf = (list: TGalleryImage[] | undefined) => list?.map((i) => `${i.id}:${i.order}`);

/** Waits until the condition holds, letting promises and React settle in between (no fixed sleeps). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
  expect(condition()).toBe(true);
}

function chooseFiles(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('TourGallery', () => {
  it('shows the images in order with the first as primary, and the count', () => {
    render(<Harness initial={[image('c', 2), image('a', 0), image('b', 1)]} changes={[]} />);
    expect(tiles().map((tile) => tile.dataset.imageId)).toEqual(['a', 'b', 'c']);
    expect(tiles()[0]?.textContent).toContain('Primary');
    expect(tiles()[1]?.textContent).not.toContain('Primary');
    expect(container.querySelector('[data-testid="gallery-count"]')?.textContent).toBe('3/10 images');
    expect(button('Reorder image 1').getAttribute('aria-roledescription')).toBe('sortable');
  });

  it('reorders by keyboard: Space on a handle, an arrow key, Space again', async () => {
    // jsdom has no layout: the tiles are laid out in a row of 200 px cells for dnd-kit to measure.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const tile = this.closest<HTMLElement>('[data-testid="gallery-image"]');
      const index = tile ? tiles().indexOf(tile) : -1;
      const cell =
        tile === this ? { width: 180, height: 135 } : tile ? { width: 32, height: 32 } : { width: 0, height: 0 };
      const left = index < 0 ? 0 : index * 200;
      return {
        x: left,
        y: 0,
        left,
        top: 0,
        right: left + cell.width,
        bottom: cell.height,
        ...cell,
        toJSON() {},
      } as DOMRect;
    });
    const changes: TGalleryImage[][] = [];
    render(<Harness initial={[image('a', 0), image('b', 1), image('c', 2)]} changes={changes} />);
    const handle = button('Reorder image 1');
    const press = (target: EventTarget, key: string, code: string) =>
      act(() => {
        target.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true }));
      });
    act(() => handle.focus());
    press(handle, ' ', 'Space');
    await until(() => handle.getAttribute('aria-pressed') === 'true');
    // The sensor starts listening for arrow keys in a timer of its own (setTimeout 0): one turn of the event loop.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    press(document, 'ArrowRight', 'ArrowRight');
    await until(() => document.body.textContent?.includes('Image is over position 2.') ?? false);
    press(document, ' ', 'Space');
    await until(() => changes.length === 1);
    expect(orderOf(changes[0])).toEqual(['b:0', 'a:1', 'c:2']);
    expect(tiles().map((tile) => tile.dataset.imageId)).toEqual(['b', 'a', 'c']);
    expect(tiles()[0]?.textContent).toContain('Primary');
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Images reordered successfully!' });
    vi.restoreAllMocks();
  });

  it('removes one image, renumbering the rest', () => {
    const changes: TGalleryImage[][] = [];
    render(<Harness initial={[image('a', 0), image('b', 1), image('c', 2)]} changes={changes} />);
    act(() => button('Remove image 1').click());
    expect(orderOf(changes.at(-1))).toEqual(['b:0', 'c:1']);
    expect(tiles()[0]?.textContent).toContain('Primary');
    expect(toasts).toContainEqual({ kind: 'success', message: 'Image removed successfully!', description: undefined });
  });

  it('removes all only after the confirmation', () => {
    const changes: TGalleryImage[][] = [];
    render(<Harness initial={[image('a', 0), image('b', 1)]} changes={changes} />);
    act(() => button('Remove all').click());
    expect(document.body.textContent).toContain('Remove all images?');
    expect(changes).toEqual([]);
    act(() => button('Cancel').click());
    expect(changes).toEqual([]);

    act(() => button('Remove all').click());
    act(() => button('Remove all images').click());
    expect(changes.at(-1)).toEqual([]);
    expect(tiles()).toEqual([]);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'All images removed successfully!' });
  });

  it('refuses more than 10 images with the counts, and invalid files one by one', () => {
    const initial = Array.from({ length: 8 }, (_, i) => image(`i${i}`, i));
    render(<Harness initial={initial} changes={[]} />);
    const input = container.querySelector<HTMLInputElement>('[data-testid="gallery-file-input"]') as HTMLInputElement;
    const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    chooseFiles(input, [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')]);
    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'You can only upload up to 10 images',
        description: 'You have 8 and tried to add 3; 2 more can be added.',
      },
    ]);

    toasts.length = 0;
    chooseFiles(input, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(toasts).toEqual([
      { kind: 'error', message: 'notes.txt: not a JPEG, PNG or WebP image', description: undefined },
    ]);
  });

  it('uploads chosen files one by one: uploading, then uploaded or failed, and sums up', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/tour-images');
        expect((init.body as FormData).get('purpose')).toBe('gallery');
        calls += 1;
        if (calls === 2) {
          const error = {
            code: 'VALIDATION_FAILED',
            message: 'Please select a valid image file (JPEG, JPG, PNG or WebP)',
          };
          return new Response(JSON.stringify({ error }), { status: 400 });
        }
        const id = `new${calls}`;
        const body = {
          id,
          url: `/api/tour-images/${id}`,
          width: 1200,
          height: 800,
          sizeBytes: 1,
          contentType: 'image/jpeg',
        };
        return new Response(JSON.stringify(body), { status: 201 });
      }),
    );
    const changes: TGalleryImage[][] = [];
    render(<Harness initial={[image('a', 0)]} changes={changes} />);
    const input = container.querySelector<HTMLInputElement>('[data-testid="gallery-file-input"]') as HTMLInputElement;
    chooseFiles(
      input,
      ['one.jpg', 'two.jpg', 'three.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' })),
    );
    expect(container.querySelectorAll('[data-status="uploading"]').length).toBeGreaterThan(0);

    await until(() => toasts.some((t) => t.message === '1 image failed to upload'));
    expect(orderOf(changes.at(-1))).toEqual(['a:0', 'new1:1', 'new3:2']);
    expect(toasts).toContainEqual(
      expect.objectContaining({ kind: 'success', message: '2 images uploaded successfully' }),
    );
    const failed = container.querySelector('[data-status="failed"]');
    expect(failed?.textContent).toContain('two.jpg');
    expect(failed?.textContent).toContain('Please select a valid image file');
    expect(container.textContent).toContain('3/10 images');

    act(() => button('Dismiss two.jpg').click());
    expect(container.querySelector('[data-status="failed"]')).toBeNull();
  });

  it('adds an image by URL through the server, and shows why a URL failed', async () => {
    const answers = [
      new Response(
        JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Failed to load image',
            fields: { url: 'The address is on a private or local network, which is not allowed.' },
          },
        }),
        { status: 400 },
      ),
      new Response(
        JSON.stringify({
          id: 'u1',
          url: '/api/tour-images/u1',
          width: 10,
          height: 10,
          sizeBytes: 1,
          contentType: 'image/png',
        }),
        { status: 201 },
      ),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const changes: TGalleryImage[][] = [];
    render(<Harness initial={[]} changes={changes} />);
    const field = container.querySelector<HTMLInputElement>('input[type="url"]') as HTMLInputElement;
    const type = (text: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      act(() => {
        setter?.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    };

    type('not a url');
    act(() => button('Add').click());
    await until(() => container.textContent?.includes('Please enter a valid URL') ?? false);

    type('http://10.0.0.1/a.jpg');
    act(() => button('Add').click());
    await until(() => container.textContent?.includes('private or local network') ?? false);
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: 'Failed to load image' });

    type('https://example.com/a.png');
    act(() => button('Add').click());
    await until(() => changes.length === 1);
    expect(orderOf(changes[0])).toEqual(['u1:0']);
    expect(toasts.at(-1)).toMatchObject({ kind: 'success', message: 'Image Uploaded Successfully' });
  });
});

describe('ThumbnailPicker', () => {
  it('uploads a thumbnail, says it was optimised, and removes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        expect((init.body as FormData).get('purpose')).toBe('thumbnail');
        const body = {
          id: 't1',
          url: '/api/tour-images/t1',
          width: 400,
          height: 267,
          sizeBytes: 40_000,
          contentType: 'image/jpeg',
        };
        return new Response(JSON.stringify(body), { status: 201 });
      }),
    );
    const values: string[] = [];
    render(<ThumbnailHarness values={values} />);
    const input = container.querySelector<HTMLInputElement>('[data-testid="thumbnail-file-input"]') as HTMLInputElement;
    chooseFiles(input, [new File(['x'], 'cover.png', { type: 'image/png' })]);
    await until(() => values.length === 1);
    expect(values).toEqual(['/api/tour-images/t1']);
    expect(toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'Image Uploaded Successfully',
      description: 'Optimised to 400x267 px, 39 KB; metadata removed.',
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/tour-images/t1');

    act(() => button('Remove thumbnail').click());
    expect(values.at(-1)).toBe('');
    expect(toasts.at(-1)).toMatchObject({ message: 'Image removed successfully!' });

    chooseFiles(
      input,
      [new File(['x'], 'big.jpg', { type: 'image/jpeg' })].map((f) => {
        Object.defineProperty(f, 'size', { value: 6 * 1024 * 1024 });
        return f;
      }),
    );
    expect(toasts.at(-1)).toMatchObject({ kind: 'error', message: 'File size must be less than 5MB' });
  });
});
