import { Link } from 'react-router';
import { ArrowLeft, Settings2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BRAND } from '../../lib/brand';
import { MaintenanceTab } from './components/maintenance-tab';
import { RecommendationsTab } from './components/recommendations-tab';
import { TOUR_MANAGEMENT_TEXTS as T } from './texts';

/** /tour-management (administrators): recommendations and maintenance (3-admin.md section 2). */
export function TourManagementPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="tour-management-page">
      <title>{`${T.documentTitle} · ${BRAND.name}`}</title>
      <Link
        to="/account"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
            <Settings2 className="size-5" aria-hidden />
          </span>
          <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{T.heading}</h1>
        </div>
        <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
      </header>
      <Tabs defaultValue="recommendations">
        <TabsList className="sm:w-fit">
          <TabsTrigger value="recommendations">{T.tabs.recommendations}</TabsTrigger>
          <TabsTrigger value="maintenance">{T.tabs.maintenance}</TabsTrigger>
        </TabsList>
        <TabsContent value="recommendations">
          <RecommendationsTab />
        </TabsContent>
        <TabsContent value="maintenance">
          <MaintenanceTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
