import { useState } from 'react';
import { checkImageFile, ZImageFetchUrl } from '@tour/shared';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { importTourImage } from './api/import-tour-image';
import { uploadTourImage } from './api/upload-tour-image';
import { TOUR_IMAGE_TEXTS } from './texts';

/** The thumbnail's behaviour: upload a file or have the server fetch a URL; the form owns the value. */
export function useThumbnailPicker(onChange: (url: string) => void) {
  const texts = useTexts(TOUR_IMAGE_TEXTS);
  const { messages } = texts;
  const say = useMessage();
  const [busy, setBusy] = useState<'upload' | 'url' | null>(null);
  const [error, setError] = useState<{ source: 'upload' | 'url'; message: string } | null>(null);

  async function uploadFile(file: File | undefined, source: 'picker' | 'drop') {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      const message =
        problem === 'size' ? messages.tooLarge : source === 'drop' ? messages.dropInvalid : messages.invalidType;
      setError({ source: 'upload', message });
      toast.error(message);
      return;
    }
    setError(null);
    setBusy('upload');
    try {
      const stored = await uploadTourImage(file, 'thumbnail');
      onChange(stored.url);
      toast.success(messages.uploaded, {
        description: texts.thumbnail.optimisedNote(stored.width, stored.height, stored.sizeBytes),
      });
    } catch (caught) {
      const message = say(getErrorMessage(caught, messages.uploadFailed));
      setError({ source: 'upload', message });
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  /** True when the URL was fetched and set (the caller clears its field). */
  async function setFromUrl(input: string): Promise<boolean> {
    const parsed = ZImageFetchUrl.safeParse(input);
    if (!parsed.success) {
      setError({ source: 'url', message: messages.invalidUrl });
      return false;
    }
    setError(null);
    setBusy('url');
    try {
      const stored = await importTourImage({ url: parsed.data, purpose: 'thumbnail' });
      onChange(stored.url);
      toast.success(messages.urlSet, {
        description: texts.thumbnail.optimisedNote(stored.width, stored.height, stored.sizeBytes),
      });
      return true;
    } catch (caught) {
      const message = say(getErrorMessage(caught, messages.loadFailed));
      setError({ source: 'url', message: say((isApiError(caught) && caught.fields?.url) || message) });
      toast.error(message);
      return false;
    } finally {
      setBusy(null);
    }
  }

  function remove() {
    onChange('');
    setError(null);
    toast.success(messages.removed);
  }

  return {
    busy,
    error,
    uploadFile,
    setFromUrl,
    remove,
    clearError: () => setError(null),
  };
}
