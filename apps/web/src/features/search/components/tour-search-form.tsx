import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CalendarDays, MapPin, Search, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toCalendarDate } from '../../../lib/calendar-date';
import { cn } from '../../../lib/cn';
import {
  DEFAULT_TRAVELLERS,
  TRAVELLER_OPTIONS,
  tourSearchPath,
  type TTourSearch,
} from '../../../lib/tour-search-params';
import { SEARCH_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

type TTourSearchFormProps = {
  initial?: Partial<Omit<TTourSearch, 'page'>>;
  /** 'hero': the home's roomy box; 'bar': the results page's compact row. */
  layout?: 'hero' | 'bar';
  className?: string;
};

function FieldLabel({ htmlFor, icon: Icon, children }: { htmlFor: string; icon: typeof MapPin; children: string }) {
  return (
    <label
      htmlFor={htmlFor}
      className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
    >
      <Icon className="size-3.5 text-primary" aria-hidden />
      {children}
    </label>
  );
}

/** Destination, date and travellers; submitting opens the results page with the query in its URL. */
export function TourSearchForm({ initial, layout = 'hero', className }: TTourSearchFormProps) {
  const T = useTexts(SEARCH_TEXTS).form;
  const id = useId();
  const navigate = useNavigate();
  const [destination, setDestination] = useState(initial?.destination ?? '');
  const [date, setDate] = useState(initial?.date ?? '');
  const [travellers, setTravellers] = useState(String(initial?.travellers ?? DEFAULT_TRAVELLERS));
  const today = toCalendarDate(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // On the results page the filters and sort stay; the page starts again at 1.
    void navigate(tourSearchPath({ ...initial, destination, date, travellers: Number(travellers), page: 1 }));
  };

  return (
    <search aria-label={T.label}>
      <form
        onSubmit={submit}
        className={cn(
          'grid gap-4',
          layout === 'hero'
            ? 'md:grid-cols-[1.6fr_1fr_1fr_auto] md:items-end'
            : 'sm:grid-cols-[1.6fr_1fr_1fr_auto] sm:items-end',
          className,
        )}
      >
        <div className="grid gap-1.5">
          <FieldLabel htmlFor={`${id}-destination`} icon={MapPin}>
            {T.destination}
          </FieldLabel>
          <input
            id={`${id}-destination`}
            name="destination"
            type="search"
            autoComplete="off"
            maxLength={100}
            placeholder={T.destinationPlaceholder}
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
            className={cn(inputClasses, 'h-11')}
          />
        </div>
        <div className="grid gap-1.5">
          <FieldLabel htmlFor={`${id}-date`} icon={CalendarDays}>
            {T.date}
          </FieldLabel>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={cn(inputClasses, 'h-11')}
          />
        </div>
        <div className="grid gap-1.5">
          <FieldLabel htmlFor={`${id}-travellers`} icon={Users}>
            {T.travellers}
          </FieldLabel>
          <NativeSelect
            id={`${id}-travellers`}
            name="travellers"
            value={travellers}
            onChange={(event) => setTravellers(event.target.value)}
            className="h-11"
          >
            {TRAVELLER_OPTIONS.map((value, index) => (
              <option key={value} value={value}>
                {T.travellerOption(value, index === TRAVELLER_OPTIONS.length - 1)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" size="lg" className="h-11 w-full md:w-auto">
          <Search className="size-4" aria-hidden />
          {T.submit}
        </Button>
      </form>
    </search>
  );
}
