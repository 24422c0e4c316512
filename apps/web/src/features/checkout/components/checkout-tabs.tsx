import { cancellationPolicySnapshot, type TBookingSessionView, type TTourDate, tourContentIn } from '@tour/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { IncludesTab } from '../../../components/tours/includes-tab';
import { PoliciesTab } from '../../../components/tours/policies-tab';
import { useTour } from '../../tours/api/get-tour';
import { FlightsTab } from '../../tours/api/flights-tab';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from '../texts';

function TourInfo({ session }: { session: TBookingSessionView }) {
  const texts = useTexts(CHECKOUT_TEXTS);
  const T = texts.tabs;
  const tour = useTour(session.tour.slug);
  const language = useLanguage();
  // The tour's words in the reader's language where the operator gave them (issue 27), else its own.
  const shown = tourContentIn(session.tour, language);
  const lists = tour.data ? tourContentIn(tour.data, language) : null;
  return (
    <div className="grid gap-5">
      <section className="grid gap-2 rounded-xl border bg-card p-5 shadow-xs" aria-label={T.about}>
        <h3 className="font-semibold text-ink">{T.about}</h3>
        <p
          lang={shown.description ? shown.language : undefined}
          className="text-sm leading-relaxed whitespace-pre-line text-foreground/90"
        >
          {shown.description || texts.tour.noDescription}
        </p>
      </section>
      {tour.isPending ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : (
        <IncludesTab inclusions={lists?.inclusions ?? []} exclusions={lists?.exclusions ?? []} />
      )}
      <PoliciesTab policy={cancellationPolicySnapshot(session.tour.cancellationPolicy)} />
    </div>
  );
}

/** The departure as the flights tab reads it (it needs only its id and dates). */
function departureOf(session: TBookingSessionView): TTourDate {
  return {
    id: session.date.id,
    startDate: session.date.startDate,
    endDate: session.date.endDate,
    price: session.pricing.pricePerPerson,
    currency: session.pricing.currency,
    availableSpots: session.date.availableSpots,
    discountPercent: null,
    label: null,
  };
}

/** Tour info and the booked departure's flights, below the checkout. */
export function CheckoutTabs({ session }: { session: TBookingSessionView }) {
  const T = useTexts(CHECKOUT_TEXTS).tabs;
  return (
    <section aria-labelledby="checkout-tabs-title" className="grid gap-4">
      <h2 id="checkout-tabs-title" className="text-lg font-semibold text-ink">
        {T.label}
      </h2>
      <Tabs defaultValue="info">
        <TabsList className="max-w-sm">
          <TabsTrigger value="info">{T.info}</TabsTrigger>
          <TabsTrigger value="flights">{T.flights}</TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <TourInfo session={session} />
        </TabsContent>
        <TabsContent value="flights">
          <FlightsTab date={departureOf(session)} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
