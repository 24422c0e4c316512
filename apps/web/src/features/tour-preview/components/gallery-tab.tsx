import { Images, Star } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';

/** The gallery in its order; the first (order 0) is the primary image. */
export function GalleryTab({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TEXTS).gallery;
  if (tour.images.length === 0) return <EmptyState icon={Images} title={T.empty} compact />;
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tour.images.map((image, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the draft's order; two entries may be alike
        <li key={`${image.url}-${index}`} className="relative" data-testid="preview-image">
          <img
            src={image.url}
            alt={T.image(index + 1)}
            loading="lazy"
            className={
              index === 0
                ? 'aspect-[4/3] w-full rounded-lg object-cover ring-3 ring-primary'
                : 'aspect-[4/3] w-full rounded-lg object-cover'
            }
          />
          {index === 0 ? (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              <Star className="size-3 fill-current" aria-hidden />
              {T.primary}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
