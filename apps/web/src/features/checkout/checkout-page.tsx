import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { isBookingSessionUsable, type TBookingSessionView, paths, tourContentIn } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import {
  SessionCompletedView,
  SessionExpiredView,
  SessionNotFoundView,
} from '../../components/booking-session/session-problem';
import { SessionTimer } from '../../components/booking-session/session-timer';
import { useSessionRemaining } from '../../components/booking-session/use-session-timer';
import { toast } from '../../lib/toast';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { forgetCurrentSession, rememberCurrentSession } from '../../lib/current-booking-session';
import { SESSION_TEXTS } from '../../lib/booking-session-texts';
import { useLanguage } from '../../lib/i18n/language';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { useSession } from '../auth/api/get-session';
import { abandonBookingSession } from '../booking-session/api/abandon-booking-session';
import { useExtendBookingSession } from '../booking-session/api/extend-booking-session';
import {
  bookingSessionQueryKey,
  bookingSessionQueryOptions,
  useBookingSession,
} from '../booking-session/api/get-booking-session';
import { PaymentForm } from '../payment/api/payment-form';
import { BookingSummary } from './components/booking-summary';
import { CheckoutTabs } from './components/checkout-tabs';
import { ExperienceSection } from './components/experience-section';
import { LoginCard } from './components/login-card';
import { TourBlock } from './components/tour-block';
import { CHECKOUT_TEXTS } from './texts';
import { useSessionWarnings } from './use-session-warnings';

const LOGIN_DISMISSED_KEY = 'checkout_login_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function CheckoutSkeleton() {
  const T = useTexts(CHECKOUT_TEXTS);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8" role="status" aria-label={T.loading}>
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-5 w-80" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          <Skeleton className="h-44 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

function CheckoutView({ session }: { session: TBookingSessionView }) {
  const T = useTexts(CHECKOUT_TEXTS);
  const texts = useTexts(SESSION_TEXTS);
  // The tour's words in the reader's language where the operator gave them (issue 27), else its own.
  const shown = tourContentIn(session.tour, useLanguage());
  const say = useMessage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const extend = useExtendBookingSession(session.id);
  const [paymentInFlight, setPaymentInFlight] = useState(false);
  const [serverSaysExpired, setServerSaysExpired] = useState(false);
  const [loginDismissed, setLoginDismissed] = useState(readDismissed);
  const remainingMs = useSessionRemaining(session.expiresAt, session.status === 'active');
  const timedOut = session.status !== 'active' || remainingMs <= 0 || serverSaysExpired;
  const expired = timedOut && !paymentInFlight;
  const wasActive = useRef(session.status === 'active');
  const expiryHandled = useRef(false);

  const expiredTexts = texts.expired;
  const restoredText = texts.restored;

  useSessionWarnings(remainingMs, session.expiresAt, !timedOut);

  useEffect(() => {
    if (session.status === 'active') rememberCurrentSession(session.id);
  }, [session.id, session.status]);

  // 'Session Expired': once, when the time runs out (or the server says so) on this page.
  useEffect(() => {
    if (!expired || expiryHandled.current) return;
    expiryHandled.current = true;
    forgetCurrentSession(session.id);
    if (!wasActive.current) return;
    toast.error(expiredTexts.title, {
      description: expiredTexts.body,
      id: 'booking-session-expired',
    });
    // The seats go back now rather than at the server's next sweep.
    if (session.status === 'active') {
      // If this fails the server's sweep gives the seats back at expiry anyway; the console says why.
      void abandonBookingSession(session.id)
        .catch((error: unknown) => console.warn('Could not release the expired booking session', error))
        .finally(() => void queryClient.invalidateQueries({ queryKey: bookingSessionQueryKey(session.id) }));
    }
  }, [expired, queryClient, session.id, session.status, expiredTexts]);

  // Back to the tab: re-read the session; an active one says 'Session restored'.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      void queryClient
        .fetchQuery({ ...bookingSessionQueryOptions(session.id), staleTime: 0 })
        .then((fresh) => {
          if (isBookingSessionUsable(fresh, new Date()))
            toast.success(restoredText, { id: 'booking-session-restored' });
        })
        // A failed re-read is kept on the session query, whose error view the page already shows.
        .catch((error: unknown) => console.warn('Could not re-read the booking session', error));
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queryClient, session.id, restoredText]);

  const onExtend = () => {
    extend.mutate(undefined, {
      onSuccess: () => toast.success(texts.messages.extended),
      onError: (error) => {
        if (isApiError(error, 'BOOKING_SESSION_EXPIRED')) setServerSaysExpired(true);
        else toast.error(say(getErrorMessage(error, texts.messages.extendFailed)));
      },
    });
  };

  const onSignedIn = useCallback(() => {
    // The server moves a guest's session to the account on the next read; the seats stay held.
    void queryClient.invalidateQueries({ queryKey: bookingSessionQueryKey(session.id) });
  }, [queryClient, session.id]);

  const dismissLogin = () => {
    setLoginDismissed(true);
    try {
      sessionStorage.setItem(LOGIN_DISMISSED_KEY, '1');
    } catch {
      // Only remembered for this page view then.
    }
  };

  const onSessionExpired = useCallback(() => setServerSaysExpired(true), []);

  if (expired) return <SessionExpiredView tourSlug={session.tour.slug} />;

  const guests = session.adults + session.children + session.infants;
  return (
    <div
      className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
      data-testid="checkout-page"
    >
      <title>{`${T.pageTitle(shown.title)} · ${BRAND.name}`}</title>
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{T.title}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <ShieldCheck className="size-4.5 text-success" aria-hidden />
          {T.subtitle}
        </p>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label={T.summary.title}>
          <div className="grid gap-4 lg:sticky lg:top-24">
            <SessionTimer
              remainingMs={remainingMs}
              guests={guests}
              onExtend={onExtend}
              isExtending={extend.isPending}
            />
            <BookingSummary session={session} />
          </div>
        </aside>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-start-1 lg:row-start-1">
          <TourBlock tour={session.tour} />
          {!user && !loginDismissed ? <LoginCard onSignedIn={onSignedIn} onContinueAsGuest={dismissLogin} /> : null}
          <PaymentForm session={session} onBusyChange={setPaymentInFlight} onSessionExpired={onSessionExpired} />
          <ExperienceSection highlights={shown.highlights} location={session.tour.location} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-start-1">
          <CheckoutTabs session={session} />
        </div>
      </div>
    </div>
  );
}

/** /tours/{slug}/book/{sessionId}: the checkout of a server-held booking session (1-traveller.md section 2). */
export function CheckoutPage() {
  const texts = useTexts(SESSION_TEXTS);
  const { slug = '', sessionId = '' } = useParams();
  const query = useBookingSession(sessionId);
  const notFound = query.isError && isApiError(query.error, 'NOT_FOUND');

  useEffect(() => {
    if (notFound) forgetCurrentSession(sessionId);
  }, [notFound, sessionId]);

  if (query.isPending) return <CheckoutSkeleton />;
  if (query.isError) {
    if (notFound) return <SessionNotFoundView tourSlug={slug || null} />;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-20">
        <Alert variant="destructive" title={texts.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Alert>
      </div>
    );
  }
  const session = query.data;
  if (session.tour.slug !== slug) {
    return <Navigate to={paths.checkout.href({ slug: session.tour.slug, sessionId: session.id })} replace />;
  }
  if (session.status === 'completed') return <SessionCompletedView sessionId={session.id} />;
  return <CheckoutView key={session.id} session={session} />;
}
