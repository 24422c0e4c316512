import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, FileSearch, type LucideIcon } from 'lucide-react';
import { dashboardPathFor } from '@tour/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { isApiError } from '../../../lib/api-client';
import { BRAND } from '../../../lib/brand';
import { useTexts } from '../../../lib/i18n/texts';
import { useSession } from '../../auth/api/get-session';
import { DEPARTURES_TEXTS } from '../texts';

/**
 * The frame of a tour's departures and a departure's manifest: the way back (to the list of departures, or to the
 * user's own dashboard), an icon, the heading and what the page is about. Hidden when printed, but for the heading.
 */
export function DeparturesFrame({
  testId,
  documentTitle,
  back,
  icon: Icon,
  heading,
  subheading,
  actions,
  children,
}: {
  testId: string;
  documentTitle: string;
  back?: { to: string; label: string };
  icon: LucideIcon;
  heading: ReactNode;
  subheading?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const T = useTexts(DEPARTURES_TEXTS);
  const { user } = useSession();
  const backLink = back ?? { to: dashboardPathFor(user?.role), label: T.back };
  return (
    <div
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-12 print:max-w-none print:gap-4 print:p-0"
      data-testid={testId}
    >
      <title>{`${documentTitle} · ${BRAND.name}`}</title>
      <Link
        to={backLink.to}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLink.label}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary print:hidden">
              <Icon className="size-5" aria-hidden />
            </span>
            <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{heading}</h1>
          </div>
          {subheading ? <div className="min-w-0 text-sm text-muted-foreground">{subheading}</div> : null}
        </div>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto print:hidden">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** A 404 from the departures' calls: not there, or not the caller's (the server does not say which). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function NotFoundState({ title, hint, back }: { title: string; hint: string; back: ReactNode }) {
  return (
    <EmptyState icon={FileSearch} title={title} action={back}>
      {hint}
    </EmptyState>
  );
}
