import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkImageFile, GALLERY_MAX_IMAGES, type TGalleryImage, ZImageFetchUrl } from '@tour/shared';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { importTourImage } from './api/import-tour-image';
import { uploadTourImage } from './api/upload-tour-image';
import {
  appendImage,
  INITIAL_UPLOAD_STATE,
  moveImage,
  planGalleryAdd,
  removeImage,
  settledBatch,
  sortGallery,
  uploadingCount,
  uploadReducer,
} from './gallery-state';
import { TOUR_IMAGE_TEXTS } from './texts';

/**
 * The gallery's behaviour: the wizard owns the list (`value`, `onChange`); this hook owns what is in
 * flight. Files go up one after another, each appended as it arrives, so the gallery keeps the order
 * they were chosen in; once a batch has settled one summary says how many made it and how many failed.
 */
export function useTourGallery(value: readonly TGalleryImage[], onChange: (next: TGalleryImage[]) => void) {
  const texts = useTexts(TOUR_IMAGE_TEXTS);
  const { messages } = texts;
  const say = useMessage();
  const images = useMemo(() => sortGallery(value), [value]);
  const [uploads, dispatch] = useReducer(uploadReducer, INITIAL_UPLOAD_STATE);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  // Uploads finish after renders the caller has not made yet: each appends to the newest list.
  const latest = useRef(images);
  latest.current = images;
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  const files = useRef(new Map<string, { file: File; previewUrl: string }>());

  const commit = (next: TGalleryImage[]) => {
    latest.current = next;
    onChange(next);
  };

  const release = (key: string) => {
    const entry = files.current.get(key);
    if (entry) URL.revokeObjectURL(entry.previewUrl);
    files.current.delete(key);
  };

  useEffect(() => {
    const held = files.current;
    return () => {
      for (const entry of held.values()) URL.revokeObjectURL(entry.previewUrl);
      held.clear();
    };
  }, []);

  useEffect(() => {
    const settled = settledBatch(uploads);
    if (!settled) return;
    dispatch({ type: 'summarised' });
    if (settled.uploaded === 1 && settled.failed === 0) {
      toast.success(messages.uploaded, { description: texts.gallery.optimisedNote });
    } else if (settled.uploaded > 0) {
      toast.success(messages.uploadedCount(settled.uploaded), { description: texts.gallery.optimisedNote });
    }
    if (settled.failed > 0) toast.error(messages.failedCount(settled.failed));
  }, [uploads, messages, texts.gallery.optimisedNote]);

  const room = () => GALLERY_MAX_IMAGES - latest.current.length - uploadingCount(uploadsRef.current);

  async function send(key: string, file: File) {
    try {
      const stored = await uploadTourImage(file, 'gallery');
      commit(appendImage(latest.current, stored));
      dispatch({ type: 'uploaded', key });
      release(key);
    } catch (error) {
      dispatch({ type: 'failed', key, error: say(getErrorMessage(error, messages.uploadFailed)) });
    }
  }

  async function addFiles(chosen: readonly File[], source: 'picker' | 'drop') {
    if (chosen.length === 0) return;
    if (source === 'drop' && chosen.every((file) => checkImageFile(file) === 'type')) {
      toast.error(messages.dropInvalid);
      return;
    }
    const current = GALLERY_MAX_IMAGES - room();
    const plan = planGalleryAdd(current, chosen, messages);
    if (plan.kind === 'too-many') {
      toast.error(messages.tooMany, { description: messages.tooManyDetail(plan.current, plan.attempted) });
      return;
    }
    for (const message of plan.rejected) toast.error(message);
    if (plan.kind === 'none-valid') return;
    const started = plan.accepted.map((file) => {
      const key = crypto.randomUUID();
      const previewUrl = URL.createObjectURL(file);
      files.current.set(key, { file, previewUrl });
      return { key, name: file.name, previewUrl, file };
    });
    dispatch({ type: 'started', uploads: started });
    for (const upload of started) await send(upload.key, upload.file);
  }

  async function retry(key: string) {
    const entry = files.current.get(key);
    if (!entry) return;
    if (room() <= 0) {
      toast.error(messages.tooMany, { description: messages.tooManyDetail(GALLERY_MAX_IMAGES - room(), 1) });
      return;
    }
    dispatch({ type: 'retried', key });
    await send(key, entry.file);
  }

  function dismiss(key: string) {
    dispatch({ type: 'dismissed', key });
    release(key);
  }

  /** Fetched by the server; true when the image was added (the caller clears its field). */
  async function addUrl(input: string): Promise<boolean> {
    const parsed = ZImageFetchUrl.safeParse(input);
    if (!parsed.success) {
      setUrlError(messages.invalidUrl);
      return false;
    }
    if (room() <= 0) {
      toast.error(messages.tooMany, { description: messages.tooManyDetail(GALLERY_MAX_IMAGES - room(), 1) });
      return false;
    }
    setUrlError(null);
    setImporting(true);
    try {
      const stored = await importTourImage({ url: parsed.data, purpose: 'gallery' });
      commit(appendImage(latest.current, stored));
      toast.success(messages.uploaded, { description: texts.gallery.optimisedNote });
      return true;
    } catch (error) {
      const message = say(getErrorMessage(error, messages.loadFailed));
      setUrlError(say((isApiError(error) && error.fields?.url) || message));
      toast.error(message);
      return false;
    } finally {
      setImporting(false);
    }
  }

  function remove(id: string) {
    commit(removeImage(latest.current, id));
    toast.success(messages.removed);
  }

  function removeAll() {
    commit([]);
    toast.success(messages.allRemoved);
  }

  function reorder(activeId: string, overId: string) {
    const next = moveImage(latest.current, activeId, overId);
    if (!next) return;
    commit(next);
    toast.success(messages.reordered);
  }

  return {
    images,
    pending: uploads.pending,
    uploading: uploadingCount(uploads),
    failed: uploads.pending.length - uploadingCount(uploads),
    isFull: images.length + uploadingCount(uploads) >= GALLERY_MAX_IMAGES,
    urlError,
    importing,
    clearUrlError: () => setUrlError(null),
    addFiles,
    addUrl,
    retry,
    dismiss,
    remove,
    removeAll,
    reorder,
  };
}
