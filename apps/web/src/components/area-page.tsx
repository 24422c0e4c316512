import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { BRAND } from '../lib/brand';
import { cn } from '../lib/cn';
import { paths } from '@tour/shared';

type TAreaPageProps = {
  testId: string;
  documentTitle: string;
  /** The link back to the account, where these tools are reached from. */
  backLabel: string;
  icon: LucideIcon;
  heading: ReactNode;
  headingId?: string;
  /** Beside the heading, e.g. an 'Admin Only' badge. */
  headingAside?: ReactNode;
  intro: ReactNode;
  /** Under the intro: a count, a note. */
  headerNote?: ReactNode;
  width?: 'wide' | 'narrow';
  /** A column beside the page on wide screens (above it on phones), e.g. the Admin Panel. */
  sidebar?: ReactNode;
  children: ReactNode;
};

/** The frame of the account's tool pages (administrator and company areas): back link, icon, heading, intro. */
export function AreaPage({
  testId,
  documentTitle,
  backLabel,
  icon: Icon,
  heading,
  headingId,
  headingAside,
  intro,
  headerNote,
  width = 'wide',
  sidebar,
  children,
}: TAreaPageProps) {
  const header = (
    <header className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {heading}
        </h1>
        {headingAside}
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{intro}</p>
      {headerNote}
    </header>
  );
  return (
    <div
      className={cn(
        'mx-auto grid w-full gap-6 px-4 py-8 sm:px-6 sm:py-12',
        width === 'wide' ? 'max-w-7xl' : 'max-w-4xl',
      )}
      data-testid={testId}
    >
      <title>{`${documentTitle} · ${BRAND.name}`}</title>
      <Link
        to={paths.account.href()}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {backLabel}
      </Link>
      {sidebar ? (
        <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          {sidebar}
          <div className="grid min-w-0 content-start gap-6">
            {header}
            {children}
          </div>
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </div>
  );
}
