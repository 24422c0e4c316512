import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { TPreviewTour } from '../preview-tour';
import { PREVIEW_TEXTS } from '../texts';
import { DatesTab } from './dates-tab';
import { FeaturesTab } from './features-tab';
import { GalleryTab } from './gallery-tab';
import { HotelTab } from './hotel-tab';
import { ItineraryTab } from './itinerary-tab';
import { MealsTab } from './meals-tab';
import { OverviewTab } from './overview-tab';

const T = PREVIEW_TEXTS.tabs;

const TABS = [
  { value: 'overview', label: T.overview, Panel: OverviewTab },
  { value: 'dates', label: T.dates, Panel: DatesTab },
  { value: 'itinerary', label: T.itinerary, Panel: ItineraryTab },
  { value: 'meals', label: T.meals, Panel: MealsTab },
  { value: 'hotel', label: T.hotel, Panel: HotelTab },
  { value: 'gallery', label: T.gallery, Panel: GalleryTab },
  { value: 'features', label: T.features, Panel: FeaturesTab },
] as const;

/** Overview, Dates, Itinerary, Meals, Hotel, Gallery and Features: everything the operator entered. */
export function PreviewTabs({ tour }: { tour: TPreviewTour }) {
  return (
    <Tabs defaultValue="overview" className="gap-5">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={T.label} className="h-auto w-max min-w-full gap-1 sm:w-full">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="py-2">
              {tab.label}
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
