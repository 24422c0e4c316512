import { Settings2 } from 'lucide-react';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useTexts } from '../../lib/i18n/texts';
import { MaintenanceTab } from './components/maintenance-tab';
import { RecommendationsTab } from './components/recommendations-tab';
import { TOUR_MANAGEMENT_TEXTS } from './texts';

/** /tour-management (administrators): recommendations and maintenance (3-admin.md section 2). */
export function TourManagementPage() {
  const T = useTexts(TOUR_MANAGEMENT_TEXTS);
  return (
    <AreaPage
      testId="tour-management-page"
      documentTitle={T.documentTitle}
      backLabel={T.back}
      icon={Settings2}
      heading={T.heading}
      intro={T.intro}
      sidebar={<AdminSidebar />}
    >
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
    </AreaPage>
  );
}
