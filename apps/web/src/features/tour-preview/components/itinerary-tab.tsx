import { Clock, ListX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTexts } from '../../../lib/i18n/texts';
import { activityTimeLabel, TOUR_FORM_LABELS_TEXTS } from '../../../components/tours/form-labels-texts';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';

/** Each day with its title and activities, in day order. */
export function ItineraryTab({ tour }: { tour: TPreviewTour }) {
  const T = useTexts(PREVIEW_TEXTS).itinerary;
  const labels = useTexts(TOUR_FORM_LABELS_TEXTS);
  const days = [...tour.itineraryDays].sort((a, b) => a.dayNumber - b.dayNumber);
  if (days.length === 0) return <EmptyState icon={ListX} title={T.empty} compact />;
  return (
    <ol className="grid gap-4">
      {days.map((day) => (
        <li
          key={day.dayNumber}
          className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
          data-testid="preview-day"
        >
          <h3 className="flex items-center gap-3">
            <span className="shrink-0 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground">
              {T.day(day.dayNumber)}
            </span>
            <span className="min-w-0 font-semibold break-words text-ink">{day.title}</span>
          </h3>
          <ol className="ml-3 grid gap-3 border-l-2 border-primary/20 pl-5">
            {day.activities.map((activity, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: activities have no id; their order is what they are
              <li key={index} className="grid gap-1">
                <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                  <Clock className="size-3.5" aria-hidden />
                  {activity.time ? activityTimeLabel(activity.time, labels) : T.timeTbd}
                </span>
                <p className="text-sm leading-relaxed break-words text-foreground/90">{activity.description}</p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
