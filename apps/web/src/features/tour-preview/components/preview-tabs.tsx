import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTexts } from '../../../lib/i18n/texts';
import { departuresOffTheirDates, type TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';
import { DatesTab } from './dates-tab';
import { FeaturesTab } from './features-tab';
import { FlightsOffDatesAlert } from './flights-off-dates';
import { GalleryTab } from './gallery-tab';
import { HotelTab } from './hotel-tab';
import { ItineraryTab } from './itinerary-tab';
import { MealsTab } from './meals-tab';
import { OverviewTab } from './overview-tab';

const TABS = [
  { value: 'overview', Panel: OverviewTab },
  { value: 'dates', Panel: DatesTab },
  { value: 'itinerary', Panel: ItineraryTab },
  { value: 'meals', Panel: MealsTab },
  { value: 'hotel', Panel: HotelTab },
  { value: 'gallery', Panel: GalleryTab },
  { value: 'features', Panel: FeaturesTab },
] as const;

/**
 * Seven tabs with everything the operator entered, named as the operator's review page names them (Overview,
 * Dates, Itinerary, Meals, Hotel, Gallery, Features) or, in the administrator's preview, as 3-admin.md section 2
 * does (Details and Meal Plans for the first and fourth).
 */
export function PreviewTabs({ tour, audience = 'operator' }: { tour: TPreviewTour; audience?: 'operator' | 'admin' }) {
  const texts = useTexts(PREVIEW_TEXTS);
  const T = audience === 'admin' ? texts.adminTabs : texts.tabs;
  return (
    <Tabs defaultValue="overview" className="gap-5">
      <FlightsOffDatesAlert flags={departuresOffTheirDates(tour)} audience={audience} />
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={T.label} className="h-auto w-max min-w-full gap-1 sm:w-full">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="py-2">
              {T[tab.value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {TABS.map(({ value, Panel }) => (
        <TabsContent key={value} value={value}>
          <Panel tour={tour} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
