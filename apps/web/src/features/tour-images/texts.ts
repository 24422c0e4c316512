import { GALLERY_MAX_IMAGES, THUMBNAIL_BOX, TOUR_IMAGE_MESSAGES } from '@tour/shared';

/** Strings of the tour image fields (2-operator.md sections 5, 8 and 9); the spec's texts come from TOUR_IMAGE_MESSAGES. */
export const TOUR_IMAGE_TEXTS = {
  messages: TOUR_IMAGE_MESSAGES,
  accept: 'image/jpeg,image/png,image/webp',
  formats: 'JPEG, PNG or WebP, up to 5MB',
  gallery: {
    dropTitle: 'Drag and drop images here',
    dropOr: 'or',
    choose: 'Choose images',
    limit: `Up to ${GALLERY_MAX_IMAGES} images; photos over 1 MB or 1200 px are resized to 1200 px.`,
    full: `The gallery is full (${GALLERY_MAX_IMAGES} images). Remove one to add another.`,
    count: (count: number) => `${count}/${GALLERY_MAX_IMAGES} images`,
    uploading: (count: number) => `${count} uploading`,
    failed: (count: number) => `${count} failed`,
    primary: 'Primary',
    primaryHint:
      'The first image is the primary one. Drag a photo, or focus its handle and use Space and the arrow keys, to reorder.',
    position: (position: number) => `Image ${position}`,
    reorder: (position: number) => `Reorder image ${position}`,
    remove: (position: number) => `Remove image ${position}`,
    dismiss: (name: string) => `Dismiss ${name}`,
    retry: 'Retry',
    uploadingLabel: 'Uploading…',
    removeAll: 'Remove all',
    removeAllTitle: 'Remove all images?',
    removeAllBody: (count: number) =>
      `All ${count} ${count === 1 ? 'image' : 'images'} will be removed from this tour's gallery.`,
    removeAllConfirm: 'Remove all images',
    cancel: 'Cancel',
    urlLabel: 'Add an image by URL',
    urlAdd: 'Add',
    optimisedNote: 'Optimised for the web: resized to at most 1200 px, metadata removed.',
    moved: (position: number, total: number) => `Image moved to position ${position} of ${total}.`,
    pickedUp: (position: number) => `Picked up image ${position}.`,
    movedOver: (position: number) => `Image is over position ${position}.`,
    dropped: (position: number) => `Image dropped at position ${position}.`,
    cancelled: 'Reordering cancelled.',
    instructions:
      'To pick up an image, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  },
  thumbnail: {
    upload: 'Upload',
    url: 'Image URL',
    tabs: 'Thumbnail source',
    choose: 'Choose image',
    urlPlaceholder: 'https://example.com/photo.jpg',
    useUrl: 'Use URL',
    remove: 'Remove thumbnail',
    preview: 'Thumbnail preview',
    hint: `Fitted to ${THUMBNAIL_BOX.width}x${THUMBNAIL_BOX.height} px. ${'JPEG, PNG or WebP, up to 5MB'}.`,
    optimisedNote: (width: number, height: number, sizeBytes: number) =>
      `Optimised to ${width}x${height} px, ${formatKb(sizeBytes)}; metadata removed.`,
  },
} as const;

function formatKb(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
