import type { ReactNode } from 'react';
import { cancellationPolicySnapshot, itineraryIn, type TTourDate, type TTourDetail } from '@tour/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { IncludesTab } from '../../../components/tours/includes-tab';
import { PoliciesTab } from '../../../components/tours/policies-tab';
import { useTourHotels } from '../api/get-tour-hotels';
import { useTourItinerary } from '../api/get-tour-itinerary';
import { useTourMeals } from '../api/get-tour-meals';
import { TOUR_TEXTS } from '../texts';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { FlightsTab } from './flights-tab';
import { HotelsTab } from './hotels-tab';
import { ItineraryTab } from './itinerary-tab';
import { MealPlansTab } from './meal-plans-tab';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';

function PartLoading() {
  const texts = useTexts(TOUR_TEXTS);
  return (
    <div className="grid gap-3" role="status" aria-label={texts.detail.loading}>
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="h-16 w-full rounded-xl" />
    </div>
  );
}

/** A part of the tour read separately; a failed read reads as empty, like the spec's fallbacks. */
function Part<TItem>({
  query,
  children,
}: {
  query: { isPending: boolean; data?: TItem[] };
  children: (data: TItem[]) => ReactNode;
}) {
  if (query.isPending) return <PartLoading />;
  return <>{children(query.data ?? [])}</>;
}

type TTourTabsProps = { tour: TTourDetail; selectedDate: TTourDate | null };

/**
 * Itinerary, Flights, Includes/Excludes, Meal Plans, Hotels and Policies; the parts load together.
 * Below the fold, so the page loads this module lazily.
 */
export function TourTabs({ tour, selectedDate }: TTourTabsProps) {
  const T = useTexts(TOUR_PARTS_TEXTS).tabs;
  const language = useLanguage();
  const itinerary = useTourItinerary(tour.slug);
  const meals = useTourMeals(tour.slug);
  const hotels = useTourHotels(tour.slug);

  return (
    <Tabs defaultValue="itinerary" className="gap-5">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={T.label} className="h-auto w-max min-w-full gap-1 sm:w-full">
          <TabsTrigger value="itinerary" className="py-2">
            {T.itinerary}
          </TabsTrigger>
          <TabsTrigger value="flights" className="py-2">
            {T.flights}
          </TabsTrigger>
          <TabsTrigger value="includes" className="py-2">
            {T.includes}
          </TabsTrigger>
          <TabsTrigger value="meals" className="py-2">
            {T.meals}
          </TabsTrigger>
          <TabsTrigger value="hotels" className="py-2">
            {T.hotels}
          </TabsTrigger>
          <TabsTrigger value="policies" className="py-2">
            {T.policies}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="itinerary">
        {/* The days and activities the operator translated, in the visitor's language. */}
        <Part query={itinerary}>{(items) => <ItineraryTab items={itineraryIn(items, tour, language)} />}</Part>
      </TabsContent>
      <TabsContent value="flights">
        <FlightsTab date={selectedDate} />
      </TabsContent>
      <TabsContent value="includes">
        <IncludesTab inclusions={tour.inclusions} exclusions={tour.exclusions} />
      </TabsContent>
      <TabsContent value="meals">
        <Part query={meals}>{(items) => <MealPlansTab meals={items} />}</Part>
      </TabsContent>
      <TabsContent value="hotels">
        <Part query={hotels}>{(items) => <HotelsTab hotels={items} />}</Part>
      </TabsContent>
      <TabsContent value="policies">
        <PoliciesTab policy={cancellationPolicySnapshot(tour.cancellationPolicy)} />
      </TabsContent>
    </Tabs>
  );
}
