import { useState } from 'react';
import { Plane, ShieldCheck } from 'lucide-react';
import type { TFlightDealRequest, TFlightDealResponse } from '@tour/shared';
import { AdminSidebar } from '../../components/admin-sidebar';
import { AreaPage } from '../../components/area-page';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useLookUpFlightDeal } from './api/look-up-flight-deal';
import { FlightDealForm } from './components/flight-deal-form';
import { FLIGHT_DEAL_TEXTS } from './texts';

/** /FlightDeal (administrators only): a flight looked up by number and date, its answer shown as raw JSON. */
export function FlightDealPage() {
  const T = useTexts(FLIGHT_DEAL_TEXTS);
  const say = useMessage();
  const lookUp = useLookUpFlightDeal();
  const [result, setResult] = useState<TFlightDealResponse | null>(null);

  async function search(request: TFlightDealRequest) {
    setResult(null);
    try {
      const answer = await lookUp.mutateAsync(request);
      setResult(answer);
      toast.success(T.success);
    } catch (error) {
      // 'ไม่พบข้อมูลเที่ยวบิน' or the server's message; 'เกิดข้อผิดพลาด' when there is none to show.
      toast.error(say(getErrorMessage(error, T.failed)));
    }
  }

  return (
    <AreaPage
      testId="flight-deal-page"
      documentTitle={T.pageTitle}
      backLabel={T.back}
      icon={Plane}
      heading={T.heading}
      headingAside={
        <Badge variant="warning" data-testid="admin-only">
          <ShieldCheck aria-hidden />
          {T.adminOnly}
        </Badge>
      }
      intro={T.intro}
      sidebar={<AdminSidebar />}
    >
      <Card>
        <CardContent className="pt-6">
          <FlightDealForm isSearching={lookUp.isPending} onSearch={(request) => void search(request)} />
        </CardContent>
      </Card>

      {result ? (
        <Card data-testid="flight-deal-result">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{T.result}</CardTitle>
            <Badge variant={result.source === 'sample' ? 'warning' : 'success'} data-testid="flight-deal-source">
              {result.source === 'sample' ? T.sampleBadge : T.liveBadge}
            </Badge>
          </CardHeader>
          <CardContent className="grid gap-4">
            {result.source === 'sample' ? <Alert variant="info">{T.sampleNote}</Alert> : null}
            <pre
              className="max-h-[32rem] overflow-auto rounded-lg bg-muted p-4 font-mono text-xs leading-relaxed text-foreground"
              data-testid="flight-deal-json"
            >
              {JSON.stringify(result, null, 2)}
            </pre>
          </CardContent>
        </Card>
      ) : null}
    </AreaPage>
  );
}
