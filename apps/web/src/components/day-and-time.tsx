import { cn } from '../lib/cn';
import { marketplaceDayAndTime } from '../lib/format';
import { useLanguage } from '../lib/i18n/language';

/**
 * An instant in an admin table, in Bangkok time: the day over the time in a column, on one line in a card.
 * `inline` keeps it on one line everywhere (in a sentence or a labelled fact).
 */
export function DayAndTime({
  value,
  className,
  inline = false,
}: {
  value: string;
  className?: string;
  inline?: boolean;
}) {
  const [day, time] = marketplaceDayAndTime(value, useLanguage());
  return (
    <time
      dateTime={value}
      className={cn('tabular-nums', inline ? 'whitespace-nowrap' : 'xl:grid xl:whitespace-nowrap', className)}
    >
      <span>{day}</span> <span className={cn('text-muted-foreground', !inline && 'xl:text-xs')}>{time}</span>
    </time>
  );
}
