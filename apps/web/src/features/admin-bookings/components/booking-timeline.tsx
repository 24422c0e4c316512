import {
  Ban,
  CalendarClock,
  CircleDollarSign,
  Clock,
  Mail,
  RotateCcw,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import type { TAdminBookingDetail, TTimelineEntry } from '@tour/shared';
import { DayAndTime } from '../../../components/day-and-time';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { type TTextsOf, useTexts } from '../../../lib/i18n/texts';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

type TTimelineTexts = TTextsOf<typeof ADMIN_BOOKINGS_TEXTS>['detail']['timeline'];

const ICONS: Record<TTimelineEntry['kind'], LucideIcon> = {
  hold: Clock,
  status: CalendarClock,
  payment: CircleDollarSign,
  mail: Mail,
  refund: RotateCcw,
  admin: ShieldCheck,
};

function actorOf(actor: TTimelineEntry['actor'], T: TTimelineTexts): string {
  if (actor.kind === 'administrator') return actor.name ?? T.actors.administrator;
  return actor.name ?? T.actors[actor.kind];
}

/** The booking's history, oldest first: what happened, when (Bangkok time) and who did it. */
export function TimelineCard({ booking }: { booking: TAdminBookingDetail }) {
  const T = useTexts(ADMIN_BOOKINGS_TEXTS).detail.timeline;
  return (
    <Card data-testid="booking-timeline">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle>{T.title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {booking.timeline.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.none}</p>
        ) : (
          <ol className="grid gap-0">
            {booking.timeline.map((entry, index) => {
              const Icon = entry.kind === 'status' && /cancel/i.test(entry.title) ? Ban : ICONS[entry.kind];
              return (
                <li
                  // Entries are facts in time order; two may share an instant and a title.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
                  key={index}
                  className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-3 pb-4 last:pb-0"
                  data-testid="timeline-entry"
                  data-kind={entry.kind}
                >
                  {index < booking.timeline.length - 1 ? (
                    <span className="absolute top-8 bottom-0 left-4 w-px -translate-x-1/2 bg-border" aria-hidden />
                  ) : null}
                  <span className="flex size-8 items-center justify-center rounded-full bg-accent text-primary">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <div className="grid min-w-0 gap-0.5 pt-1">
                    <p className="text-sm font-medium text-ink [overflow-wrap:anywhere]">{entry.title}</p>
                    {entry.detail ? (
                      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{entry.detail}</p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">
                      <DayAndTime value={entry.at} inline /> ·{' '}
                      <span data-testid="timeline-actor">{T.by(actorOf(entry.actor, T))}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
