import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DURATION_BUCKET_KEYS, RATING_STEPS, TOUR_FORM_CATEGORIES, type TTourSearchFacets } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { TTourRefinements } from '../../../lib/tour-search-params';
import { SEARCH_PAGE_TEXTS } from '../page-texts';
import { useTexts } from '../../../lib/i18n/texts';

type TFiltersProps = {
  refinements: TTourRefinements;
  /** Unknown while the first answer loads: the options show without numbers. */
  facets: TTourSearchFacets | undefined;
  onChange: (patch: Partial<TTourRefinements>) => void;
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t pt-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** One option: its label, and how many tours it would give (grey when none). */
function OptionLabel({ label, count }: { label: string; count: number | undefined }) {
  const T = useTexts(SEARCH_PAGE_TEXTS).refine;
  return (
    <span className="flex flex-1 items-center justify-between gap-2">
      <span className={count === 0 ? 'text-muted-foreground' : undefined}>{label}</span>
      {count === undefined ? null : (
        <span className="text-xs text-muted-foreground tabular-nums">
          <span aria-hidden>{count}</span>
          <span className="sr-only">{T.count(count)}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A checkbox with its label and count. The browser's own checkbox, in the brand's colour: the search page's first
 * screen does without a scripted one.
 */
function CheckOption(props: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5 text-sm">
      <input
        type="checkbox"
        id={id}
        checked={props.checked}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
        className="size-4.5 shrink-0 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <label htmlFor={id} className="flex flex-1 cursor-pointer">
        <OptionLabel label={props.label} count={props.count} />
      </label>
    </div>
  );
}

function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((known) => known !== value);
}

function wholeDollars(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Lowest and highest price per person; applied together, so typing does not search at every key. */
function PriceRange({ refinements, onChange }: Pick<TFiltersProps, 'refinements' | 'onChange'>) {
  const T = useTexts(SEARCH_PAGE_TEXTS).refine;
  const id = useId();
  const [min, setMin] = useState(refinements.priceMin?.toString() ?? '');
  const [max, setMax] = useState(refinements.priceMax?.toString() ?? '');
  const low = wholeDollars(min);
  const high = wholeDollars(max);
  const outOfOrder = low !== null && high !== null && low > high;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!outOfOrder) onChange({ priceMin: low, priceMax: high });
  };

  return (
    <form onSubmit={apply} aria-labelledby={`${id}-legend`} className="grid gap-2">
      <span id={`${id}-legend`} className="text-sm font-semibold text-ink">
        {T.price.legend}
      </span>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-min`} className="text-xs text-muted-foreground">
            {T.price.min}
          </label>
          <Input
            id={`${id}-min`}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            value={min}
            onChange={(event) => setMin(event.target.value)}
            placeholder="0"
            aria-invalid={outOfOrder || undefined}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-max`} className="text-xs text-muted-foreground">
            {T.price.max}
          </label>
          <Input
            id={`${id}-max`}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            placeholder="∞"
            aria-invalid={outOfOrder || undefined}
          />
        </div>
        <Button type="submit" variant="outline" disabled={outOfOrder}>
          {T.price.apply}
        </Button>
      </div>
      {outOfOrder ? (
        <p role="alert" className="text-xs text-destructive">
          {T.price.outOfOrder}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{T.price.hint}</p>
      )}
    </form>
  );
}

/** The search page's filters with their counts (issue 25 item 2); every change is a new URL. */
export function SearchFilters({ refinements, facets, onChange }: TFiltersProps) {
  const T = useTexts(SEARCH_PAGE_TEXTS).refine;
  const name = useId();
  return (
    <div className="grid gap-4">
      <PriceRange
        key={`${refinements.priceMin}-${refinements.priceMax}`}
        refinements={refinements}
        onChange={onChange}
      />

      <Group legend={T.duration.legend}>
        {DURATION_BUCKET_KEYS.map((bucket) => (
          <CheckOption
            key={bucket}
            label={T.duration.options[bucket]}
            count={facets?.durations[bucket]}
            checked={refinements.durations.includes(bucket)}
            onToggle={(on) => onChange({ durations: toggled(refinements.durations, bucket, on) })}
          />
        ))}
      </Group>

      <Group legend={T.category.legend}>
        {TOUR_FORM_CATEGORIES.map((category) => (
          <CheckOption
            key={category}
            label={T.category.options[category]}
            count={facets?.categories[category]}
            checked={refinements.categories.includes(category)}
            onToggle={(on) => onChange({ categories: toggled(refinements.categories, category, on) })}
          />
        ))}
      </Group>

      <Group legend={T.rating.legend}>
        <label className="flex cursor-pointer items-center gap-2.5 text-sm">
          <input
            type="radio"
            name={name}
            className="size-4 accent-primary"
            checked={refinements.rating === null}
            onChange={() => onChange({ rating: null })}
          />
          <OptionLabel label={T.rating.any} count={undefined} />
        </label>
        {RATING_STEPS.map((step) => (
          <label key={step} className="flex cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={refinements.rating === step}
              onChange={() => onChange({ rating: step })}
            />
            <OptionLabel label={T.rating.options[step]} count={facets?.ratings[step]} />
          </label>
        ))}
      </Group>
    </div>
  );
}
