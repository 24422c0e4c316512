import { useState } from 'react';
import { ChevronDown, Clock, ListX } from 'lucide-react';
import type { TItineraryItem } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { groupItineraryByDay, type TItineraryDay } from '../itinerary-days';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { useTexts } from '../../../lib/i18n/texts';

function ItineraryDay({ day, isOpen, onToggle }: { day: TItineraryDay; isOpen: boolean; onToggle: () => void }) {
  const T = useTexts(TOUR_PARTS_TEXTS).itinerary;
  const panelId = `itinerary-day-${day.dayNumber}`;
  return (
    <li className="rounded-xl border bg-card shadow-xs" data-testid="itinerary-day">
      <h3>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          className="flex w-full items-center gap-3 rounded-xl p-4 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="shrink-0 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground">
            {T.day(day.dayNumber)}
          </span>
          <span className="min-w-0 flex-1 font-semibold text-ink">{day.heading}</span>
          <ChevronDown
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="px-4 pb-4">
        <ol className="ml-3 grid gap-4 border-l-2 border-primary/20 pl-5">
          {day.activities.map((activity) => (
            <li key={activity.id} className="relative grid gap-1">
              <span
                className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary ring-4 ring-card"
                aria-hidden
              />
              <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                <Clock className="size-3.5" aria-hidden />
                {activity.time ?? T.timeTbd}
              </span>
              <p
                className={cn(
                  'text-sm leading-relaxed',
                  activity.description ? 'text-foreground/90' : 'text-muted-foreground italic',
                )}
              >
                {activity.description ?? T.noDescription}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}

/** Days of the itinerary, the first open; Expand All and Collapse All act on every day. */
export function ItineraryTab({ items }: { items: readonly TItineraryItem[] }) {
  const T = useTexts(TOUR_PARTS_TEXTS).itinerary;
  const days = groupItineraryByDay(items);
  const [openDays, setOpenDays] = useState<ReadonlySet<number>>(
    () => new Set(days.slice(0, 1).map((day) => day.dayNumber)),
  );

  if (days.length === 0) return <EmptyState icon={ListX} title={T.empty} compact />;

  const toggle = (dayNumber: number) =>
    setOpenDays((current) => {
      const next = new Set(current);
      if (next.has(dayNumber)) next.delete(dayNumber);
      else next.add(dayNumber);
      return next;
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpenDays(new Set(days.map((day) => day.dayNumber)))}>
          {T.expandAll}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setOpenDays(new Set())}>
          {T.collapseAll}
        </Button>
      </div>
      <ol className="grid gap-3">
        {days.map((day) => (
          <ItineraryDay
            key={day.dayNumber}
            day={day}
            isOpen={openDays.has(day.dayNumber)}
            onToggle={() => toggle(day.dayNumber)}
          />
        ))}
      </ol>
    </div>
  );
}
