import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, Send } from 'lucide-react';
import {
  REVIEW_BODY_MAX,
  REVIEW_SUB_RATINGS,
  REVIEW_TITLE_MAX,
  REVIEW_TRAVELLER_TYPES,
  type TOwnReview,
  type TReviewForm,
  type TReviewFormInput,
  type TReviewFormState,
  type TReviewPhoto,
  type TReviewSubRating,
  ZReviewForm,
  formatCalendarMonth,
} from '@tour/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { type TReviewSource, useSaveReview } from '../api/review-form';
import { WRITE_REVIEW_TEXTS } from '../texts';
import { ReviewPhotosField } from './review-photos-field';
import { StarRatingField } from './star-rating-field';

const SUB_RATING_FIELDS = {
  guide: 'guideRating',
  organisation: 'organisationRating',
  value: 'valueRating',
  accommodation: 'accommodationRating',
} as const satisfies Record<TReviewSubRating, keyof TReviewFormInput>;

const FIELDS = [
  'overallRating',
  'guideRating',
  'organisationRating',
  'valueRating',
  'accommodationRating',
  'title',
  'body',
  'travellerType',
  'photoIds',
] as const satisfies readonly (keyof TReviewFormInput)[];

function defaultsOf(review: TOwnReview | null): TReviewFormInput {
  if (!review) {
    return {
      overallRating: undefined as unknown as number,
      guideRating: null,
      organisationRating: null,
      valueRating: null,
      accommodationRating: null,
      title: '',
      body: '',
      travellerType: undefined as unknown as TReviewFormInput['travellerType'],
      photoIds: [],
    };
  }
  return {
    overallRating: review.overallRating,
    guideRating: review.guideRating,
    organisationRating: review.organisationRating,
    valueRating: review.valueRating,
    accommodationRating: review.accommodationRating,
    title: review.title,
    body: review.body,
    travellerType: review.travellerType,
    photoIds: review.photos.map((photo) => photo.id),
  };
}

type TReviewFormProps = {
  source: TReviewSource;
  state: TReviewFormState;
  /** Submit the booking's first review, or edit the one written. */
  mode: 'submit' | 'edit';
  onSaved: (state: TReviewFormState) => void;
  onCancel?: () => void;
};

/**
 * The review: overall rating (required), the four optional sub-ratings, title, text, who they travelled with and
 * photos; the month of travel is the booking's. ZReviewForm checks it here and the same request on the server.
 */
export function ReviewForm({ source, state, mode, onSaved, onCancel }: TReviewFormProps) {
  const texts = useTexts(WRITE_REVIEW_TEXTS);
  const T = texts.form;
  const say = useMessage();
  const language = useLanguage();
  const save = useSaveReview(source);
  const [photos, setPhotos] = useState<TReviewPhoto[]>(() => state.review?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<TReviewFormInput, unknown, TReviewForm>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: defaultsOf(state.review),
  });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch('title') ?? '';
  const body = form.watch('body') ?? '';

  const changePhotos = (next: TReviewPhoto[]) => {
    setPhotos(next);
    form.setValue(
      'photoIds',
      next.map((photo) => photo.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const onUploadingChange = useCallback((busy: boolean) => setUploading(busy), []);

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) {
      form.setError('root.server', { type: 'client', message: texts.photos.waitForUploads });
      return;
    }
    try {
      onSaved(await save.mutateAsync({ mode, body: values }));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
      form.setError('root.server', { type: 'server', message: say(getErrorMessage(error, T.failed)) });
    }
  });

  const serverError = errors.root?.server?.message;
  const sending = isSubmitting || save.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={T.label} data-testid="review-form">
      <Controller
        control={form.control}
        name="overallRating"
        render={({ field, fieldState }) => (
          <StarRatingField
            name="overall"
            legend={T.overall}
            hint={T.overallHint}
            size="lg"
            inputRef={field.ref}
            value={field.value}
            onChange={(value) => field.onChange(value ?? undefined)}
            error={fieldState.error?.message}
            disabled={sending}
          />
        )}
      />

      <fieldset className="grid gap-3 rounded-xl border bg-muted/30 p-4">
        <legend className="px-1 text-sm font-medium text-foreground">{T.subRatings}</legend>
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
          {REVIEW_SUB_RATINGS.map((key) => (
            <Controller
              key={key}
              control={form.control}
              name={SUB_RATING_FIELDS[key]}
              render={({ field, fieldState }) => (
                <StarRatingField
                  name={key}
                  legend={T.subRatingLabels[key]}
                  value={field.value}
                  onChange={field.onChange}
                  clearable
                  error={fieldState.error?.message}
                  disabled={sending}
                />
              )}
            />
          ))}
        </div>
      </fieldset>

      <FormField
        id="review-title"
        label={T.title}
        error={errors.title?.message}
        aside={
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {T.count(title.length, REVIEW_TITLE_MAX)}
          </span>
        }
      >
        <Input
          id="review-title"
          maxLength={REVIEW_TITLE_MAX}
          placeholder={T.titlePlaceholder}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'review-title-error' : undefined}
          disabled={sending}
          {...form.register('title')}
        />
      </FormField>

      <FormField
        id="review-body"
        label={T.body}
        hint={T.bodyHint}
        error={errors.body?.message}
        aside={
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
            {T.count(body.length, REVIEW_BODY_MAX)}
          </span>
        }
      >
        <Textarea
          id="review-body"
          rows={7}
          maxLength={REVIEW_BODY_MAX}
          placeholder={T.bodyPlaceholder}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'review-body-error' : 'review-body-hint'}
          disabled={sending}
          {...form.register('body')}
        />
      </FormField>

      <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <p className="text-sm font-medium text-foreground">{T.travelMonth}</p>
          <p className="flex items-center gap-2 text-sm text-foreground" data-testid="review-travel-month">
            <CalendarDays className="size-4 text-primary" aria-hidden />
            {formatCalendarMonth(state.booking.travelMonth, 'longMonth', language)}
          </p>
        </div>
        <fieldset className="grid gap-2" aria-describedby={errors.travellerType ? 'review-type-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-foreground">{T.travellerType}</legend>
          <div className="flex flex-wrap gap-2">
            {REVIEW_TRAVELLER_TYPES.map((type) => (
              <label
                key={type}
                className="relative cursor-pointer rounded-full border bg-card px-4 py-2 text-sm font-medium text-foreground transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  value={type}
                  className="absolute inset-0 size-full cursor-pointer opacity-0"
                  disabled={sending}
                  aria-invalid={errors.travellerType ? true : undefined}
                  {...form.register('travellerType')}
                />
                {T.travellerTypes[type]}
              </label>
            ))}
          </div>
          {errors.travellerType ? (
            <p id="review-type-error" className="text-xs font-medium text-destructive">
              {errors.travellerType.message && say(errors.travellerType.message)}
            </p>
          ) : null}
        </fieldset>
      </div>

      <ReviewPhotosField
        source={source}
        photos={photos}
        onChange={changePhotos}
        onUploadingChange={onUploadingChange}
        error={errors.photoIds?.message}
        disabled={sending}
      />

      {serverError ? (
        <Alert variant="destructive" data-testid="review-form-error">
          {serverError}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={sending}>
            {texts.cancelEdit}
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={sending || uploading} className="sm:min-w-44">
          {sending ? <Spinner className="size-4" decorative /> : <Send className="size-4" aria-hidden />}
          {sending ? T.saving : mode === 'submit' ? T.submit : T.save}
        </Button>
      </div>
    </form>
  );
}
