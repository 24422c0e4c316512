import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, ExternalLink, EyeOff, MapPin, Pencil } from 'lucide-react';
import { paths, type TCompanyTour } from '@tour/shared';
import { TourImage } from '../../../components/tours/tour-image';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_LINK, EDIT_TOUR_LINK_TEXTS } from '../../edit-tour/api/edit-tour-link';
import { useCompanyTours } from '../api/get-company-tours';
import { ACCOUNT_TOURS_TEXTS } from '../tours-texts';
import { ListSkeleton, LoadFailed, Section } from './tours-tab-section';

function submitterOf(tour: TCompanyTour, unknown: string): string {
  if (!tour.submittedBy) return unknown;
  return tour.submittedBy.name ? `${tour.submittedBy.name} (${tour.submittedBy.email})` : tour.submittedBy.email;
}

function CompanyTourItem({ tour }: { tour: TCompanyTour }) {
  const T = useTexts(ACCOUNT_TOURS_TEXTS).company;
  const editLink = useTexts(EDIT_TOUR_LINK_TEXTS);
  const language = useLanguage();
  const hidden = tour.status === 'hidden';
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[7rem_minmax(0,1fr)]"
      data-testid="account-company-tour"
      data-tour-id={tour.id}
      data-status={tour.status}
    >
      <TourImage
        src={tour.thumbnailUrl}
        alt=""
        width={224}
        height={126}
        className="hidden aspect-video w-28 rounded-lg bg-muted object-cover sm:block"
      />
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words text-ink">{tour.title}</h3>
          <Badge variant={hidden ? 'destructive' : 'success'} data-testid="company-tour-status">
            {hidden ? <EyeOff aria-hidden /> : null}
            {hidden ? T.unpublished : T.live}
          </Badge>
        </div>
        <p className="inline-flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{[tour.location, tour.country].filter(Boolean).join(', ')}</span>
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-xs text-muted-foreground sm:text-sm">{T.submittedBy}</dt>
          <dd className="font-medium break-words text-foreground" data-testid="company-tour-submitter">
            {submitterOf(tour, T.unknownSubmitter)}
          </dd>
          <dt className="text-xs text-muted-foreground sm:text-sm">{T.listedOn}</dt>
          <dd className="font-medium text-foreground">{formatDate(tour.createdAt, language)}</dd>
        </dl>
        {hidden ? (
          <p className="rounded-lg bg-destructive/6 px-3 py-2 text-sm text-destructive">{T.unpublishedNote}</p>
        ) : null}
        {!hidden || tour.canEdit ? (
          <div className="flex flex-wrap gap-2">
            {hidden ? null : (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.tour.href({ slug: tour.slug })}>
                  <ExternalLink className="size-4" aria-hidden />
                  {T.viewTour}
                </Link>
              </Button>
            )}
            {tour.canEdit ? (
              <Button asChild size="sm">
                <Link to={EDIT_TOUR_LINK.path(tour.slug)}>
                  <Pencil className="size-4" aria-hidden />
                  {editLink.label}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The company's tours, whoever of its users submitted them; nothing for a user without a company. */
export function CompanyToursSection() {
  const T = useTexts(ACCOUNT_TOURS_TEXTS).company;
  const tours = useCompanyTours();
  if (tours.isSuccess && tours.data.companyName === null) return null;
  let content: ReactNode;
  if (tours.isPending) content = <ListSkeleton label={T.title} />;
  else if (tours.isError) content = <LoadFailed title={T.loadFailed} onRetry={() => void tours.refetch()} />;
  else {
    content =
      tours.data.tours.length === 0 ? (
        <EmptyState compact icon={Building2} title={T.empty}>
          {T.emptyBody}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="account-company-tours">
          {tours.data.tours.map((tour) => (
            <CompanyTourItem key={tour.id} tour={tour} />
          ))}
        </ul>
      );
  }
  const company = tours.data?.companyName;
  return (
    <Section id="account-company-tours-title" title={T.title} description={company ? T.description(company) : ''}>
      {content}
    </Section>
  );
}
