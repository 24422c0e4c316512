import { describe, expect, it } from 'vitest';
import type { TGalleryImage } from '@tour/shared';
import {
  appendImage,
  INITIAL_UPLOAD_STATE,
  moveImage,
  planGalleryAdd as planIn,
  removeImage,
  settledBatch,
  sortGallery,
  type TUploadState,
  uploadingCount,
  uploadReducer,
} from './gallery-state';
import { TOUR_IMAGE_TEXTS } from './texts';

const planGalleryAdd = <TFile extends { name: string; type: string; size: number }>(current: number, files: TFile[]) =>
  planIn(current, files, TOUR_IMAGE_TEXTS.en.messages);

const image = (id: string, order: number): TGalleryImage => ({ id, url: `/api/tour-images/${id}`, order });
const ids = (images: TGalleryImage[]) => images.map((i) => `${i.id}:${i.order}`);
const jpeg = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

describe('gallery order', () => {
  const gallery = [image('c', 5), image('a', 0), image('b', 2)];

  it('sorts by order and numbers 0..n-1, so the first is the primary image', () => {
    expect(ids(sortGallery(gallery))).toEqual(['a:0', 'b:1', 'c:2']);
  });

  it('appends after the last image', () => {
    expect(ids(appendImage(gallery, { id: 'd', url: '/api/tour-images/d' }))).toEqual(['a:0', 'b:1', 'c:2', 'd:3']);
    expect(appendImage([], { id: 'x', url: '/x' })).toEqual([{ id: 'x', url: '/x', order: 0 }]);
  });

  it('removes one and closes the gap; removing the primary makes the next one primary', () => {
    expect(ids(removeImage(gallery, 'b'))).toEqual(['a:0', 'c:1']);
    expect(ids(removeImage(gallery, 'a'))).toEqual(['b:0', 'c:1']);
    expect(ids(removeImage(gallery, 'missing'))).toEqual(['a:0', 'b:1', 'c:2']);
  });

  it('moves an image to where another one is, forwards and backwards', () => {
    const four = [image('a', 0), image('b', 1), image('c', 2), image('d', 3)];
    expect(ids(moveImage(four, 'a', 'c') ?? [])).toEqual(['b:0', 'c:1', 'a:2', 'd:3']);
    expect(ids(moveImage(four, 'd', 'a') ?? [])).toEqual(['d:0', 'a:1', 'b:2', 'c:3']);
    expect(ids(moveImage(four, 'b', 'c') ?? [])).toEqual(['a:0', 'c:1', 'b:2', 'd:3']);
  });

  it('answers null when nothing moves', () => {
    expect(moveImage(gallery, 'a', 'a')).toBeNull();
    expect(moveImage(gallery, 'a', 'zz')).toBeNull();
  });
});

describe('planGalleryAdd', () => {
  it('refuses the whole batch beyond 10 images, with the current and attempted counts', () => {
    expect(planGalleryAdd(8, [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')])).toEqual({
      kind: 'too-many',
      current: 8,
      attempted: 3,
    });
    expect(
      planGalleryAdd(
        0,
        Array.from({ length: 11 }, (_, i) => jpeg(`${i}.jpg`)),
      ).kind,
    ).toBe('too-many');
  });

  it('takes exactly up to the tenth image', () => {
    const plan = planGalleryAdd(8, [jpeg('1.jpg'), jpeg('2.jpg')]);
    expect(plan).toEqual({ kind: 'ok', accepted: [jpeg('1.jpg'), jpeg('2.jpg')], rejected: [] });
  });

  it('sends the valid files and names each refused one with its reason', () => {
    const plan = planGalleryAdd(0, [
      jpeg('ok.jpg'),
      { name: 'notes.txt', type: 'text/plain', size: 10 },
      jpeg('huge.jpg', 6 * 1024 * 1024),
      { name: 'photo.webp', type: 'image/webp', size: 10 },
    ]);
    expect(plan).toEqual({
      kind: 'ok',
      accepted: [jpeg('ok.jpg'), { name: 'photo.webp', type: 'image/webp', size: 10 }],
      rejected: ['notes.txt: not a JPEG, PNG or WebP image', 'huge.jpg: larger than 5MB'],
    });
  });

  it('names the refused files in Thai too', () => {
    expect(planIn(0, [{ name: 'a.gif', type: 'image/gif', size: 10 }], TOUR_IMAGE_TEXTS.th.messages)).toEqual({
      kind: 'none-valid',
      rejected: ['a.gif: ไม่ใช่รูปภาพ JPEG, PNG หรือ WebP'],
    });
  });

  it('says so when no file is valid', () => {
    expect(planGalleryAdd(0, [{ name: 'a.gif', type: 'image/gif', size: 10 }])).toEqual({
      kind: 'none-valid',
      rejected: ['a.gif: not a JPEG, PNG or WebP image'],
    });
  });
});

describe('uploadReducer', () => {
  const start = (state: TUploadState, ...keys: string[]) =>
    uploadReducer(state, {
      type: 'started',
      uploads: keys.map((key) => ({ key, name: `${key}.jpg`, previewUrl: `blob:${key}` })),
    });

  it('goes uploading → uploaded or failed, and tallies the batch once all have settled', () => {
    let state = start(INITIAL_UPLOAD_STATE, 'a', 'b', 'c');
    expect(uploadingCount(state)).toBe(3);
    expect(settledBatch(state)).toBeNull();

    state = uploadReducer(state, { type: 'uploaded', key: 'a' });
    state = uploadReducer(state, { type: 'failed', key: 'b', error: 'File size must be less than 5MB' });
    expect(state.pending.map((u) => [u.key, u.status, u.error])).toEqual([
      ['b', 'failed', 'File size must be less than 5MB'],
      ['c', 'uploading', null],
    ]);
    expect(settledBatch(state)).toBeNull();

    state = uploadReducer(state, { type: 'uploaded', key: 'c' });
    expect(settledBatch(state)).toEqual({ uploaded: 2, failed: 1 });
    state = uploadReducer(state, { type: 'summarised' });
    expect(settledBatch(state)).toBeNull();
    // The failed one stays, with its reason, until it is retried or dismissed.
    expect(state.pending.map((u) => u.key)).toEqual(['b']);
  });

  it('counts files added while a batch is going into the same summary', () => {
    let state = start(INITIAL_UPLOAD_STATE, 'a');
    state = start(state, 'b');
    state = uploadReducer(state, { type: 'uploaded', key: 'a' });
    expect(settledBatch(state)).toBeNull();
    state = uploadReducer(state, { type: 'uploaded', key: 'b' });
    expect(settledBatch(state)).toEqual({ uploaded: 2, failed: 0 });
  });

  it('retries a failed upload and drops a dismissed one', () => {
    let state = start(INITIAL_UPLOAD_STATE, 'a');
    state = uploadReducer(state, { type: 'failed', key: 'a', error: 'Failed to upload image' });
    state = uploadReducer(state, { type: 'summarised' });
    state = uploadReducer(state, { type: 'retried', key: 'a' });
    expect(state.pending[0]).toMatchObject({ status: 'uploading', error: null });
    expect(uploadingCount(state)).toBe(1);
    state = uploadReducer(state, { type: 'uploaded', key: 'a' });
    expect(settledBatch(state)).toEqual({ uploaded: 1, failed: 0 });

    let dismissed = start(INITIAL_UPLOAD_STATE, 'x');
    dismissed = uploadReducer(dismissed, { type: 'failed', key: 'x', error: 'no' });
    dismissed = uploadReducer(dismissed, { type: 'dismissed', key: 'x' });
    expect(dismissed.pending).toEqual([]);
  });

  it('ignores an answer for an upload no longer shown', () => {
    const state = start(INITIAL_UPLOAD_STATE, 'a');
    expect(uploadReducer(state, { type: 'uploaded', key: 'gone' })).toBe(state);
  });
});
