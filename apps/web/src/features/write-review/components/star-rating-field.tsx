import { type Ref, useState } from 'react';
import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { WRITE_REVIEW_TEXTS } from '../texts';

const STARS = [1, 2, 3, 4, 5] as const;

type TStarRatingFieldProps = {
  /** The group's name (each field its own, so the arrow keys stay within it). */
  name: string;
  legend: string;
  hint?: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Optional ratings can be taken back. */
  clearable?: boolean;
  error?: string;
  size?: 'lg' | 'md';
  disabled?: boolean;
  /** The form's handle on the group (its first star), to focus it when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A 1–5 star rating as a radio group: native radios (the arrow keys move between the stars, Space picks one),
 * each named '4 stars', drawn as stars filled up to the one chosen or pointed at.
 */
export function StarRatingField({
  name,
  legend,
  hint,
  value,
  onChange,
  clearable = false,
  error,
  size = 'md',
  disabled = false,
  inputRef,
}: TStarRatingFieldProps) {
  const T = useTexts(WRITE_REVIEW_TEXTS).form;
  const say = useMessage();
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  const errorId = `${name}-error`;
  const word = shown > 0 ? T.ratingWords[shown - 1] : clearable ? T.notRated : '';
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={error ? errorId : undefined}
      data-testid={`rating-${name}`}
      data-value={value ?? ''}
    >
      <legend className="mb-1.5 flex items-center gap-2 text-sm font-medium text-foreground">
        {legend}
        {hint ? <span className="text-xs font-normal text-muted-foreground">{hint}</span> : null}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center">
          {STARS.map((stars) => (
            <label
              key={stars}
              className={cn(
                'relative cursor-pointer rounded-md p-1 transition-transform hover:scale-110',
                'has-focus-visible:outline-2 has-focus-visible:outline-ring',
                disabled && 'cursor-not-allowed opacity-60',
              )}
              onMouseEnter={() => (disabled ? undefined : setPointed(stars))}
              onMouseLeave={() => setPointed(null)}
            >
              <input
                ref={stars === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
                aria-label={T.starLabel(stars)}
                aria-invalid={error ? true : undefined}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden
                className={cn(
                  size === 'lg' ? 'size-8 sm:size-9' : 'size-6',
                  stars <= shown ? 'fill-highlight text-highlight' : 'text-muted-foreground/50',
                )}
              />
            </label>
          ))}
        </div>
        <span className="min-w-20 text-sm font-medium text-foreground" aria-hidden>
          {word}
        </span>
        {clearable && value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={() => onChange(null)}
            aria-label={T.clearLabel(legend)}
            disabled={disabled}
          >
            {T.clear}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {say(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
