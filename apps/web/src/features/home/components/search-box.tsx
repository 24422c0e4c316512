import { useState } from 'react';
import { BedDouble, Info, MapIcon, Plane } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SegmentedTabs, type TSegmentedTab } from '../../../components/ui/segmented-tabs';
import { TourSearchForm } from '../../search/api/tour-search-form';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

type TTab = 'tours' | 'hotels' | 'flights';

const TAB_ICONS = { tours: MapIcon, hotels: BedDouble, flights: Plane } as const;
const TAB_ORDER: readonly TTab[] = ['tours', 'hotels', 'flights'];

function OnlyToursNotice({ kind, onSearchTours }: { kind: 'hotels' | 'flights'; onSearchTours: () => void }) {
  const T = useTexts(HOME_TEXTS).searchBox;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/20 bg-accent/50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1 text-sm">
          <p className="font-semibold text-ink">{T.onlyToursTitle[kind]}</p>
          <p className="text-muted-foreground">{T.onlyToursBody[kind]}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onSearchTours} className="shrink-0">
        {T.searchToursInstead}
      </Button>
    </div>
  );
}

/** The home's search box: tours are searchable; the Hotels and Flights tabs say that only tours are. */
export function SearchBox() {
  const T = useTexts(HOME_TEXTS).searchBox;
  const [tab, setTab] = useState<TTab>('tours');
  const tabs: TSegmentedTab<TTab>[] = TAB_ORDER.map((value) => {
    const Icon = TAB_ICONS[value];
    return {
      value,
      label: (
        <>
          <Icon className="hidden size-4 sm:block" aria-hidden />
          {T.tabs[value]}
        </>
      ),
    };
  });
  return (
    <div className="relative z-10 mx-auto -mt-28 w-full max-w-6xl px-4 sm:px-6 lg:px-8">
      <SegmentedTabs
        label={T.tabsLabel}
        tabs={tabs}
        value={tab}
        onValueChange={setTab}
        className="gap-5 rounded-2xl border bg-card p-4 shadow-xl shadow-ink/10 sm:p-6"
        listClassName="h-auto sm:w-fit"
      >
        {tab === 'tours' ? <TourSearchForm /> : <OnlyToursNotice kind={tab} onSearchTours={() => setTab('tours')} />}
      </SegmentedTabs>
    </div>
  );
}
