import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { TReviewPhoto } from '@tour/shared';
import { useTexts } from '../../lib/i18n/texts';
import { REVIEW_VIEW_TEXTS } from './texts';

/** One photo: a thumbnail linking to the full image; a photo the server does not serve (yet) says so. */
function ReviewPhotoTile({ photo, label }: { photo: TReviewPhoto; label: string }) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className="flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-dashed bg-muted/60 p-1 text-center text-[0.65rem] leading-tight text-muted-foreground sm:size-24"
        data-testid="review-photo-unavailable"
      >
        <ImageOff className="size-4" aria-hidden />
        {T.photoUnavailable}
      </span>
    );
  }
  return (
    <a
      href={photo.url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img
        src={photo.url}
        alt={label}
        width={96}
        height={96}
        loading="lazy"
        className="size-20 object-cover transition-transform hover:scale-105 sm:size-24"
        onError={() => setFailed(true)}
        data-testid="review-photo"
      />
    </a>
  );
}

/** A review's photos as a row of thumbnails. */
export function ReviewPhotos({ photos }: { photos: readonly TReviewPhoto[] }) {
  const T = useTexts(REVIEW_VIEW_TEXTS);
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={T.photos}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <ReviewPhotoTile photo={photo} label={T.photo(index + 1, photos.length)} />
        </li>
      ))}
    </ul>
  );
}
