import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import { checkImageFile, REVIEW_MAX_PHOTOS, type TReviewPhoto } from '@tour/shared';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type TReviewSource, uploadReviewPhoto } from '../api/review-form';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { WRITE_REVIEW_TEXTS } from '../texts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

function PhotoTile({
  photo,
  index,
  onRemove,
  disabled,
}: {
  photo: TReviewPhoto;
  index: number;
  onRemove: () => void;
  disabled: boolean;
}) {
  const T = useTexts(WRITE_REVIEW_TEXTS).photos;
  const [failed, setFailed] = useState(false);
  return (
    <li className="relative size-24 overflow-hidden rounded-lg border bg-muted" data-testid="review-form-photo">
      {failed ? (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-5" aria-hidden />
          <span className="sr-only">{T.photo(index)}</span>
        </span>
      ) : (
        <img
          src={photo.url}
          alt={T.photo(index)}
          width={96}
          height={96}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={T.remove(index)}
        className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-ink/75 text-white shadow-sm hover:bg-ink focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

type TReviewPhotosFieldProps = {
  source: TReviewSource;
  photos: readonly TReviewPhoto[];
  onChange: (next: TReviewPhoto[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Up to five photos. Each chosen file is checked here (type and size), then uploaded, one after another: the server
 * checks its bytes and re-encodes it like a tour image, and the thumbnail appears once it has.
 */
export function ReviewPhotosField({
  source,
  photos,
  onChange,
  onUploadingChange,
  error,
  disabled = false,
}: TReviewPhotosFieldProps) {
  const T = useTexts(WRITE_REVIEW_TEXTS).photos;
  const say = useMessage();
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(photos);
  latest.current = photos;

  useEffect(() => onUploadingChange(uploading > 0), [uploading, onUploadingChange]);

  const room = REVIEW_MAX_PHOTOS - photos.length - uploading;

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem === 'type') found.push(T.invalidType(file.name));
      else if (problem === 'size') found.push(T.tooLarge(file.name));
      else if (accepted.length < room) accepted.push(file);
      else if (!found.includes(T.tooMany)) found.push(T.tooMany);
    }
    setProblems(found);
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const photo = await uploadReviewPhoto(source, file);
        const next = [...latest.current, photo];
        latest.current = next;
        onChange(next);
      } catch (uploadError) {
        setProblems((current) => [...current, T.failed(file.name, say(getErrorMessage(uploadError, T.uploadFailed)))]);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  const remove = (id: string) => {
    const next = latest.current.filter((photo) => photo.id !== id);
    latest.current = next;
    onChange(next);
  };

  const shownError = error ?? problems[0];
  return (
    <div className="grid gap-2" data-testid="review-photos-field">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-foreground" id="review-photos-label">
          {T.label}
        </p>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {T.count(photos.length)}
          {uploading > 0 ? ` · ${T.uploading}` : null}
        </p>
      </div>
      <p id="review-photos-hint" className="text-xs text-muted-foreground">
        {room > 0 || uploading > 0 ? T.hint : T.full}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby="review-photos-label">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            index={index + 1}
            onRemove={() => remove(photo.id)}
            disabled={disabled}
          />
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of uploads under way, never reordered
            key={index}
            className="flex size-24 items-center justify-center rounded-lg border border-dashed bg-muted/60"
          >
            <Spinner className="size-5" label={T.uploading} />
          </li>
        ))}
        {room > 0 ? (
          <li>
            <label
              className={cn(
                buttonClasses('outline'),
                'h-24 w-24 cursor-pointer flex-col gap-1 px-2 text-center text-xs',
                'has-focus-visible:outline-2 has-focus-visible:outline-ring',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus className="size-5 text-primary" aria-hidden />
              {T.add}
              <input
                type="file"
                accept={ACCEPT}
                multiple
                className="sr-only"
                disabled={disabled}
                aria-describedby="review-photos-hint"
                onChange={(event) => void addFiles(event)}
                data-testid="review-photos-input"
              />
            </label>
          </li>
        ) : null}
      </ul>
      {shownError ? (
        <ul role="alert" className="grid gap-0.5 text-xs font-medium text-destructive">
          {(error ? [error] : problems).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
