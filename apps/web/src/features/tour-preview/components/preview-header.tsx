import { Clock, ImageOff, MapPin, Tag } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import type { TPreviewTour } from '../preview-tour';
import { placeLabel, summaryPrice } from '../summary/tour-summary';
import { PREVIEW_TEXTS } from '../texts';
import { PriceLine } from './price-line';

/** The tour's title, place, duration and price as the operator will submit them, beside the thumbnail. */
export function PreviewHeader({ tour, savedAt }: { tour: TPreviewTour; savedAt: string }) {
  const T = useTexts(PREVIEW_TEXTS);
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  const language = useLanguage();
  return (
    <header className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem] md:items-start">
      <div className="grid min-w-0 gap-3">
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">{T.page.eyebrow}</p>
        <h1 className="font-display text-3xl leading-tight font-semibold text-balance break-words text-ink sm:text-4xl">
          {tour.title || T.page.untitled}
        </h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {placeLabel(tour) ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-primary" aria-hidden />
              {placeLabel(tour)}
            </span>
          ) : null}
          {tour.durationDays > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-primary" aria-hidden />
              {labels.durationDays(tour.durationDays)}
            </span>
          ) : null}
          {tour.sku ? (
            <span className="inline-flex items-center gap-1.5">
              <Tag className="size-4 text-primary" aria-hidden />
              {tour.sku}
            </span>
          ) : null}
          <Badge variant="outline">{labels.categories[tour.category]}</Badge>
        </div>
        <PriceLine price={summaryPrice(tour.price, tour.discountPercent, tour.currency, language)} size="lg" />
        <p className="max-w-2xl text-sm text-muted-foreground">{T.page.lead}</p>
        <p className="text-xs text-muted-foreground" data-testid="draft-saved-at">
          {T.page.draftSaved(formatDateTime(savedAt, language))}
        </p>
      </div>
      {tour.thumbnailUrl ? (
        <img
          src={tour.thumbnailUrl}
          alt={T.overview.thumbnail}
          className="aspect-[16/9] w-full rounded-xl border object-cover shadow-xs md:aspect-[4/3]"
        />
      ) : (
        <div className="hidden aspect-[4/3] w-full place-items-center rounded-xl border border-dashed bg-muted/50 text-sm text-muted-foreground md:grid">
          <span className="grid justify-items-center gap-2">
            <ImageOff className="size-6" aria-hidden />
            {T.overview.noThumbnail}
          </span>
        </div>
      )}
    </header>
  );
}
