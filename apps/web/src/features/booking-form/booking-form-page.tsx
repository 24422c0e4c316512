import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingFormPath,
  guestsFromQuery,
  type TSessionUser,
  type TTourDate,
  type TTourDetail,
  paths,
  tourTitleIn,
} from '@tour/shared';
import { PageSpinner } from '../../components/ui/spinner';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { useLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { authPath } from '../../lib/auth-paths';
import { quoteDeparture } from '../../lib/booking-quote';
import { useMessage } from '../../lib/i18n/messages';
import { useSession } from '../auth/api/get-session';
import { tourQueryOptions } from '../tours/api/get-tour';
import { useCreateBooking } from './api/create-booking';
import {
  bookingFormResolver,
  initialBookingValues,
  type TBookingFormValues,
  type TBookingRequest,
} from './booking-form-values';
import { BookingErrorView } from './components/booking-error-view';
import { BookingHeader } from './components/booking-header';
import { GuestInformationStep } from './components/guest-information-step';
import { PaymentConfirmationStep } from './components/payment-confirmation-step';
import { StepIndicator } from './components/step-indicator';
import { BOOKING_FORM_TEXTS } from './texts';

function BookingFormSkeleton() {
  const T = useTexts(BOOKING_FORM_TEXTS);
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6" role="status" aria-label={T.loading}>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="h-36 rounded-2xl" />
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

/** Server messages keyed like 'guests.0.nationality' go next to their fields. */
/** Scrolls the window to the top when it mounts; keyed by the step, so each step opens at its top. */
function ScrollToTopOnMount() {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return null;
}

function applyServerFieldErrors(
  error: unknown,
  setError: (name: `guests.${number}.${string}`, message: string) => void,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let guestFieldFailed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    if (/^guests\.\d+\.\w+$/.test(key)) {
      setError(key as `guests.${number}.${string}`, message);
      guestFieldFailed = true;
    }
  }
  return guestFieldFailed;
}

function BookingFormView({
  tour,
  date,
  initialGuests,
  user,
}: {
  tour: TTourDetail;
  date: TTourDate;
  initialGuests: number;
  user: TSessionUser;
}) {
  const T = useTexts(BOOKING_FORM_TEXTS);
  const language = useLanguage();
  const sayMessage = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBooking();
  const [step, setStep] = useState<1 | 2>(1);
  const [showErrorSummary, setShowErrorSummary] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TBookingFormValues, unknown, TBookingRequest>({
    resolver: bookingFormResolver,
    mode: 'onTouched',
    defaultValues: initialBookingValues({
      tourId: tour.id,
      tourDateId: date.id,
      guests: initialGuests,
      email: user.email,
    }),
  });
  const guests = form.watch('numberOfGuests');
  const price = quoteDeparture(date, tour.discountPercentage, guests);
  const spotsError = guests > date.availableSpots ? T.spotsLeft(date.availableSpots) : null;

  // Once Continue has found errors, each guest field is checked again as it is typed in, not only on blur.
  useEffect(() => {
    if (!showErrorSummary) return;
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name?.startsWith('guests.')) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, showErrorSummary]);

  const onContinue = async () => {
    const valid = await form.trigger('guests');
    setShowErrorSummary(!valid);
    if (!valid) {
      // The first field marked invalid, in the order the traveller sees them.
      window.requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid="step-guests"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (spotsError) return;
    setServerError(null);
    setStep(2);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const created = await create.mutateAsync(values);
        toast.success(T.messages.created);
        void queryClient.invalidateQueries({ queryKey: ['tours'] });
        void queryClient.invalidateQueries({ queryKey: ['account', 'bookings'] });
        await navigate(paths.bookingById.href({ bookingId: created.bookingId }));
      } catch (error) {
        const message = sayMessage(getErrorMessage(error, T.messages.createFailed));
        const guestFieldFailed = applyServerFieldErrors(error, (name, text) =>
          form.setError(name as never, { type: 'server', message: text }),
        );
        setServerError(message);
        toast.error(message);
        if (guestFieldFailed) {
          setShowErrorSummary(true);
          setStep(1);
        }
      }
    },
    (errors) => {
      if (errors.guests) {
        setShowErrorSummary(true);
        setStep(1);
      }
    },
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10" data-testid="booking-form-page">
      <title>{`${T.pageTitle(tourTitleIn(tour, language))} · ${BRAND.name}`}</title>
      <BookingHeader tour={tour} date={date} guests={guests} total={price.total} />
      <StepIndicator step={step} />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-label={T.title}>
          {step === 1 ? (
            <GuestInformationStep
              spotsError={spotsError}
              showErrorSummary={showErrorSummary}
              onContinue={() => void onContinue()}
            />
          ) : (
            <PaymentConfirmationStep
              pricePerPerson={date.price}
              currency={date.currency}
              price={price}
              serverError={serverError}
              isSubmitting={form.formState.isSubmitting}
              onBack={() => setStep(1)}
            />
          )}
        </form>
      </FormProvider>
      <ScrollToTopOnMount key={step} />
    </div>
  );
}

function BookingFormLoader({
  slug,
  dateId,
  guests,
  user,
}: {
  slug: string;
  dateId: string;
  guests: number;
  user: TSessionUser;
}) {
  const M = useTexts(BOOKING_FORM_TEXTS).messages;
  const tour = useQuery({
    ...tourQueryOptions(slug),
    retry: (failures, error) => !isApiError(error, 'NOT_FOUND') && failures < 2,
  });
  if (tour.isPending) return <BookingFormSkeleton />;
  if (tour.isError) {
    if (isApiError(tour.error, 'NOT_FOUND')) return <BookingErrorView message={M.tourNotFound} slug={slug} />;
    return <BookingErrorView message={M.loadTourFailed} slug={slug} onRetry={() => void tour.refetch()} />;
  }
  const date = tour.data.dates.find((candidate) => candidate.id === dateId);
  if (!date) return <BookingErrorView message={M.tourDateNotFound} slug={slug} />;
  return (
    <BookingFormView
      key={`${tour.data.id}:${date.id}`}
      tour={tour.data}
      date={date}
      initialGuests={guests}
      user={user}
    />
  );
}

/**
 * /tours/{slug}/book?dateId=&guests=: the booking form. Signed-in only: a visitor goes to /auth and comes
 * back to /tours/{slug}/book?dateId={id}&guests={n} (1-traveller.md section 2).
 */
export function BookingFormPage() {
  const T = useTexts(BOOKING_FORM_TEXTS);
  const { loginToBook, missingTourOrDate } = T.messages;
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const dateId = searchParams.get('dateId')?.trim() || null;
  const guests = guestsFromQuery(searchParams.get('guests'));
  const mustSignIn = !session.isPending && !session.user;

  useEffect(() => {
    if (mustSignIn && !session.data?.endedReason) toast.error(loginToBook, { id: 'booking-login-required' });
  }, [mustSignIn, session.data?.endedReason, loginToBook]);

  if (session.isPending) return <PageSpinner label={T.checkingSession} />;
  if (!session.user) {
    if (session.data?.endedReason === 'signed-out') return <Navigate to="/" replace />;
    const returnTo = slug && dateId ? bookingFormPath(slug, dateId, guests) : `${location.pathname}${location.search}`;
    return <Navigate to={authPath(returnTo)} replace />;
  }
  if (!slug || !dateId) return <BookingErrorView message={missingTourOrDate} slug={slug} />;
  return <BookingFormLoader slug={slug} dateId={dateId} guests={guests} user={session.user} />;
}
