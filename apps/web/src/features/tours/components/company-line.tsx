import { BadgeCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { TOUR_CARD_TEXTS } from '../card-texts';
import { useTexts } from '../../../lib/i18n/texts';

type TCompanyLineProps = {
  name: string;
  logoUrl: string | null;
  verified: boolean;
  className?: string;
};

/** The operator: its logo (or its initial), its name and, once checked, a verified badge. */
export function CompanyLine({ name, logoUrl, verified, className }: TCompanyLineProps) {
  const texts = useTexts(TOUR_CARD_TEXTS);
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
          title={texts.verifiedLabel}
        >
          <BadgeCheck className="size-4" aria-hidden />
          {texts.verified}
        </span>
      ) : null}
    </span>
  );
}
