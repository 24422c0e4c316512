import { cn } from '../lib/cn';
import { marketplaceDayAndTime } from '../lib/format';

/** An instant in an admin table, in Bangkok time: the day over the time in a column, on one line in a card. */
export function DayAndTime({ value, className }: { value: string; className?: string }) {
  const [day, time] = marketplaceDayAndTime(value);
  return (
    <time dateTime={value} className={cn('tabular-nums xl:grid xl:whitespace-nowrap', className)}>
      <span>{day}</span> <span className="text-muted-foreground xl:text-xs">{time}</span>
    </time>
  );
}
