import { BadgeCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { TOUR_TEXTS } from '../texts';

type TCompanyLineProps = {
  name: string;
  logoUrl: string | null;
  verified: boolean;
  className?: string;
};

/** The operator: its logo (or its initial), its name and, once checked, a verified badge. */
export function CompanyLine({ name, logoUrl, verified, className }: TCompanyLineProps) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          decoding="async"
          className="size-7 shrink-0 rounded-full border bg-white object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate font-medium text-foreground">{name}</span>
      {verified ? (
        <span
          className="inline-flex shrink-0 items-center gap-0.5 text-xs font-medium text-primary"
          title={TOUR_TEXTS.card.verifiedLabel}
        >
          <BadgeCheck className="size-4" aria-hidden />
          {TOUR_TEXTS.card.verified}
        </span>
      ) : null}
    </span>
  );
}
