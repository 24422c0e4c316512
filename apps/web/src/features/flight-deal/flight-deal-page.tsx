import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plane, ShieldCheck } from 'lucide-react';
import type { TFlightDealRequest, TFlightDealResponse } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { getErrorMessage } from '../../lib/api-client';
import { BRAND } from '../../lib/brand';
import { toast } from '../../lib/toast';
import { useLookUpFlightDeal } from './api/look-up-flight-deal';
import { FlightDealForm } from './components/flight-deal-form';
import { FLIGHT_DEAL_TEXTS as T } from './texts';

/** /FlightDeal (administrators only): a flight looked up by number and date, its answer shown as raw JSON. */
export function FlightDealPage() {
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
      toast.error(getErrorMessage(error, T.failed));
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid="flight-deal-page">
      <title>{`${T.pageTitle} · ${BRAND.name}`}</title>
      <Link
        to="/account"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.back}
      </Link>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
            <Plane className="size-5" aria-hidden />
          </span>
          <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{T.heading}</h1>
          <Badge variant="warning" data-testid="admin-only">
            <ShieldCheck aria-hidden />
            {T.adminOnly}
          </Badge>
        </div>
        <p className="text-sm leading-relaxed text-muted-foreground">{T.intro}</p>
      </header>

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
    </div>
  );
}
