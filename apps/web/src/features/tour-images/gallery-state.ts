import { checkImageFile, GALLERY_MAX_IMAGES, type TGalleryImage } from '@tour/shared';
import type { TTextsOf } from '../../lib/i18n/texts';
import type { TOUR_IMAGE_TEXTS } from './texts';

/** The gallery in display order, numbered 0..n-1 (order 0 is the primary image). */
export function sortGallery(images: readonly TGalleryImage[]): TGalleryImage[] {
  return [...images].sort((a, b) => a.order - b.order).map((image, order) => ({ ...image, order }));
}

export function appendImage(images: readonly TGalleryImage[], image: { id: string; url: string }): TGalleryImage[] {
  const sorted = sortGallery(images);
  return [...sorted, { id: image.id, url: image.url, order: sorted.length }];
}

export function removeImage(images: readonly TGalleryImage[], id: string): TGalleryImage[] {
  return sortGallery(images.filter((image) => image.id !== id));
}

/** Moves `activeId` to where `overId` is, shifting the ones between; the same gallery when nothing moves. */
export function moveImage(images: readonly TGalleryImage[], activeId: string, overId: string): TGalleryImage[] | null {
  const sorted = sortGallery(images);
  const from = sorted.findIndex((image) => image.id === activeId);
  const to = sorted.findIndex((image) => image.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const [moved] = sorted.splice(from, 1);
  if (!moved) return null;
  sorted.splice(to, 0, moved);
  return sorted.map((image, order) => ({ ...image, order }));
}

type TFileLike = { name: string; type: string; size: number };

export type TAddPlan<TFile extends TFileLike> =
  | { kind: 'too-many'; current: number; attempted: number }
  | { kind: 'none-valid'; rejected: string[] }
  | { kind: 'ok'; accepted: TFile[]; rejected: string[] };

/**
 * What happens to files chosen or dropped: more than the gallery's room (counting uploads still under
 * way) refuses the whole batch; otherwise each file is checked and the valid ones go ahead, each
 * refused one with its own message.
 */
export function planGalleryAdd<TFile extends TFileLike>(
  current: number,
  files: readonly TFile[],
  messages: TTextsOf<typeof TOUR_IMAGE_TEXTS>['messages'],
): TAddPlan<TFile> {
  if (current + files.length > GALLERY_MAX_IMAGES) return { kind: 'too-many', current, attempted: files.length };
  const accepted: TFile[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem === 'type') rejected.push(messages.fileInvalidType(file.name));
    else if (problem === 'size') rejected.push(messages.fileTooLarge(file.name));
    else accepted.push(file);
  }
  return accepted.length === 0 ? { kind: 'none-valid', rejected } : { kind: 'ok', accepted, rejected };
}

/** A file on its way to the server, shown after the gallery's images until it is uploaded or dismissed. */
export type TPendingUpload = {
  key: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'failed';
  error: string | null;
};

/** Uploads under way and the tally of the batch they belong to, for the summary once all have settled. */
export type TUploadState = { pending: TPendingUpload[]; batch: { uploaded: number; failed: number } | null };

export type TUploadAction =
  | { type: 'started'; uploads: Array<{ key: string; name: string; previewUrl: string }> }
  | { type: 'uploaded'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retried'; key: string }
  | { type: 'dismissed'; key: string }
  | { type: 'summarised' };

export const INITIAL_UPLOAD_STATE: TUploadState = { pending: [], batch: null };

export function uploadReducer(state: TUploadState, action: TUploadAction): TUploadState {
  const batch = state.batch ?? { uploaded: 0, failed: 0 };
  switch (action.type) {
    case 'started':
      return {
        pending: [
          ...state.pending,
          ...action.uploads.map((upload) => ({ ...upload, status: 'uploading' as const, error: null })),
        ],
        batch,
      };
    case 'uploaded':
      if (!state.pending.some((upload) => upload.key === action.key)) return state;
      return {
        pending: state.pending.filter((upload) => upload.key !== action.key),
        batch: { ...batch, uploaded: batch.uploaded + 1 },
      };
    case 'failed':
      return {
        pending: state.pending.map((upload) =>
          upload.key === action.key ? { ...upload, status: 'failed' as const, error: action.error } : upload,
        ),
        batch: { ...batch, failed: batch.failed + 1 },
      };
    case 'retried':
      return {
        pending: state.pending.map((upload) =>
          upload.key === action.key ? { ...upload, status: 'uploading' as const, error: null } : upload,
        ),
        batch,
      };
    case 'dismissed':
      return { ...state, pending: state.pending.filter((upload) => upload.key !== action.key) };
    case 'summarised':
      return { ...state, batch: null };
  }
}

/** Uploads still going: they hold a place in the gallery's ten. */
export function uploadingCount(state: TUploadState): number {
  return state.pending.filter((upload) => upload.status === 'uploading').length;
}

/** The batch's tally once nothing is uploading any more, else null. */
export function settledBatch(state: TUploadState): { uploaded: number; failed: number } | null {
  return state.batch && uploadingCount(state) === 0 ? state.batch : null;
}
