import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ClipboardList, Download, Mail, Phone, Printer, Users } from 'lucide-react';
import { dashboardPathFor, paths, type TManifest, type TManifestBooking } from '@tour/shared';
import { ListSkeleton, LoadFailedAlert } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { formatDate, formatMarketplaceDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import { manifestCsvHref, useDepartureManifest } from '../api/operator-dashboards';
import { PaymentStatusBadge } from '../components/figure-parts';
import { departureDates } from '../figures';
import { DEPARTURES_TEXTS } from '../texts';
import { DeparturesFrame, isNotFound, NotFoundState } from './departures-frame';

/**
 * Printing the manifest (issue 24): the site's header, footer and toasts are left out, the page runs across a
 * landscape sheet, and a booking is not split over two pages where it fits on one. Mounted with the page only.
 */
const PRINT_STYLES = `
@media print {
  @page { size: A4 landscape; margin: 12mm; }
  html, body { background: #fff; }
  header:has(~ #main), #main ~ footer, [data-sonner-toaster] { display: none !important; }
}`;

function Summary({ manifest }: { manifest: TManifest }) {
  const M = useTexts(DEPARTURES_TEXTS).manifest;
  const { departure } = manifest;
  const figures = [
    { label: M.summary.bookings, value: departure.bookings, testId: 'manifest-count-bookings' },
    { label: M.summary.guests, value: departure.guests, testId: 'manifest-count-guests' },
    { label: M.summary.paidGuests, value: departure.paidGuests, testId: 'manifest-count-paid-guests' },
    { label: M.summary.seatsLeft, value: departure.availableSpots, testId: 'manifest-count-seats-left' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4 print:gap-2">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid gap-0.5 rounded-xl border bg-card p-4 shadow-xs print:p-2 print:shadow-none"
        >
          <dt className="text-xs font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums print:text-lg" data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

function orNone(value: string | null, none: string): string {
  return value?.trim() ? value : none;
}

/** A guest row: a table row from 1024 px and on paper, a card below. */
function GuestsTable({ booking }: { booking: TManifestBooking }) {
  const M = useTexts(DEPARTURES_TEXTS).manifest;
  const language = useLanguage();
  const headings = [M.guest, M.guestContact, M.passport, M.dietary, M.requests, M.emergency];
  const cell =
    'grid min-w-0 content-start gap-0.5 align-top lg:table-cell lg:px-3 lg:py-2.5 print:table-cell print:px-2 print:py-1.5';
  const label = 'block text-xs font-medium text-muted-foreground lg:hidden print:hidden';
  return (
    <table className="block w-full text-sm lg:table print:table print:text-xs" data-testid="manifest-guests">
      <caption className="sr-only">{M.guestsCaption(booking.bookingReference)}</caption>
      <thead className="hidden border-y bg-muted/40 text-left text-xs text-muted-foreground lg:table-header-group print:table-header-group">
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="px-3 py-2 font-medium whitespace-nowrap print:px-2 print:py-1">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 lg:table-row-group lg:divide-y print:table-row-group print:divide-y">
        {booking.guests.map((guest) => (
          <tr
            key={guest.position}
            className="grid grid-cols-2 gap-3 rounded-lg border bg-background p-3 lg:table-row lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 print:table-row print:border-0 print:p-0"
            data-testid="manifest-guest"
          >
            <td className={`${cell} col-span-2`}>
              <span className="block font-semibold text-ink" data-testid="manifest-guest-name">
                {guest.firstName} {guest.lastName}
              </span>
              <span className="block text-xs text-muted-foreground">
                {guest.nationality} · {M.dateOfBirth} {formatDate(guest.dateOfBirth, language)}
              </span>
            </td>
            <td className={`${cell} col-span-2`}>
              <span className={label}>{M.guestContact}</span>
              <span className="block break-all">{guest.email}</span>
              <span className="block tabular-nums">{guest.phone}</span>
            </td>
            <td className={cell}>
              <span className={label}>{M.passport}</span>
              <span className={cn('block', guest.passportNumber && 'font-mono text-xs')}>
                {orNone(guest.passportNumber, M.none)}
              </span>
              {guest.passportExpiry ? (
                <span className="block text-xs text-muted-foreground">
                  {M.passportExpires(formatDate(guest.passportExpiry, language))}
                </span>
              ) : null}
            </td>
            <td className={cell}>
              <span className={label}>{M.dietary}</span>
              <span className="block">{orNone(guest.dietaryRequirements, M.none)}</span>
            </td>
            <td className={cell}>
              <span className={label}>{M.requests}</span>
              <span className="block">{orNone(guest.specialRequests, M.none)}</span>
            </td>
            <td className={cell}>
              <span className={label}>{M.emergency}</span>
              <span className="block">
                {guest.emergencyContactName || guest.emergencyContactPhone
                  ? [guest.emergencyContactName, guest.emergencyContactPhone].filter(Boolean).join(', ')
                  : M.none}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ManifestBooking({ booking }: { booking: TManifestBooking }) {
  const M = useTexts(DEPARTURES_TEXTS).manifest;
  return (
    <article
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5 print:break-inside-avoid print:gap-2 print:rounded-none print:border-x-0 print:border-t-0 print:p-0 print:pb-3 print:shadow-none"
      data-testid="manifest-booking"
      data-reference={booking.bookingReference}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="inline-flex flex-wrap items-center gap-2">
          <span className="sr-only">{M.reference} </span>
          <span className="font-mono text-base font-semibold text-ink" data-testid="manifest-reference">
            {booking.bookingReference}
          </span>
          <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
        </h2>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Users className="size-4" aria-hidden />
          {M.guestsOf(booking.numberOfGuests)}
        </span>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] print:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] print:gap-2">
        <Fact label={M.contact}>
          <span className="block font-medium text-ink" data-testid="manifest-contact-name">
            {booking.contactName}
          </span>
          {booking.contactEmail ? (
            <a
              href={`mailto:${booking.contactEmail}`}
              className="inline-flex max-w-full items-center gap-1 break-all text-primary hover:underline"
            >
              <Mail className="size-3.5 shrink-0 print:hidden" aria-hidden />
              {booking.contactEmail}
            </a>
          ) : null}
          {booking.contactPhone ? (
            <a
              href={`tel:${booking.contactPhone}`}
              className="ml-3 inline-flex items-center gap-1 text-primary tabular-nums hover:underline"
            >
              <Phone className="size-3.5 print:hidden" aria-hidden />
              {booking.contactPhone}
            </a>
          ) : null}
        </Fact>
        <Fact label={M.bookingRequests}>
          <span data-testid="manifest-special-requests">{orNone(booking.specialRequests, M.none)}</span>
        </Fact>
      </dl>
      <GuestsTable booking={booking} />
    </article>
  );
}

/**
 * /dashboard/departures/:tourDateId/manifest (issue 24): every booking of a departure that is not cancelled, with
 * its reference, contact, payment status, special requests and guests; Print (without the site around it) and
 * Download CSV (the server's file). 'Departure not found' when it is not the caller's.
 */
export function DepartureManifestPage() {
  const T = useTexts(DEPARTURES_TEXTS);
  const M = T.manifest;
  const language = useLanguage();
  const { tourDateId = '' } = useParams();
  const manifest = useDepartureManifest(tourDateId);
  const { user } = useSession();
  const data = manifest.data;

  let content: ReactNode;
  if (manifest.isPending) content = <ListSkeleton />;
  else if (manifest.isError) {
    content = isNotFound(manifest.error) ? (
      <NotFoundState
        title={T.departureNotFound}
        hint={T.departureNotFoundHint}
        back={
          <Button asChild variant="outline">
            <Link to={dashboardPathFor(user?.role)}>{T.back}</Link>
          </Button>
        }
      />
    ) : (
      <LoadFailedAlert
        title={T.manifestLoadFailed}
        error={manifest.error}
        retryLabel={T.retry}
        onRetry={() => void manifest.refetch()}
      />
    );
  } else {
    content = (
      <>
        <style>{PRINT_STYLES}</style>
        <p className="hidden text-xs text-muted-foreground print:block">
          {M.printedAt(formatMarketplaceDateTime(new Date(), language))}
        </p>
        <Summary manifest={manifest.data} />
        {manifest.data.bookings.length === 0 ? (
          <EmptyState icon={ClipboardList} title={M.empty}>
            {M.emptyHint}
          </EmptyState>
        ) : (
          <div className="grid gap-4 print:gap-3" data-testid="manifest-bookings-list">
            {manifest.data.bookings.map((booking) => (
              <ManifestBooking key={booking.id} booking={booking} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <DeparturesFrame
      testId="departure-manifest-page"
      documentTitle={
        data ? M.documentTitle(data.tour.title, formatDate(data.departure.startDate, language)) : M.heading
      }
      back={data ? { to: paths.tourDepartures.href({ tourId: data.tour.id }), label: M.allDepartures } : undefined}
      icon={ClipboardList}
      heading={M.heading}
      subheading={
        data ? (
          <div className="grid gap-0.5">
            <p className="text-base font-semibold break-words text-ink" data-testid="manifest-tour-title">
              {data.tour.title}
            </p>
            <p className="font-medium text-foreground tabular-nums" data-testid="manifest-dates">
              {departureDates(data.departure, language)}
            </p>
          </div>
        ) : null
      }
      actions={
        data ? (
          <>
            <Button variant="outline" onClick={() => window.print()} className="flex-1 sm:flex-none">
              <Printer aria-hidden />
              {M.print}
            </Button>
            <Button asChild className="flex-1 sm:flex-none">
              <a href={manifestCsvHref(data.departure.id)} download data-testid="manifest-csv">
                <Download aria-hidden />
                {M.downloadCsv}
              </a>
            </Button>
          </>
        ) : null
      }
    >
      {content}
    </DeparturesFrame>
  );
}
