import { Link, useLocation } from 'react-router';
import { Home } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { BRAND } from '../../lib/brand';
import { useTexts } from '../../lib/i18n/texts';
import { NOT_FOUND_TEXTS } from './texts';

function LostMapIllustration() {
  const texts = useTexts(NOT_FOUND_TEXTS);
  return (
    <svg viewBox="0 0 320 220" className="h-auto w-full max-w-sm" role="img" aria-label={texts.illustration}>
      <defs>
        <linearGradient id="nf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="oklch(0.95 0.03 190)" />
          <stop offset="1" stopColor="oklch(0.99 0.01 190)" />
        </linearGradient>
      </defs>
      <ellipse cx="160" cy="196" rx="130" ry="14" fill="oklch(0.92 0.015 220)" />
      <circle cx="258" cy="44" r="18" fill="oklch(0.85 0.13 80)" opacity="0.9" />
      <g transform="translate(40 40)">
        <path
          d="M0 20 L76 0 L160 22 L240 2 L240 142 L160 162 L76 140 L0 160 Z"
          fill="url(#nf-sky)"
          stroke="oklch(0.8 0.03 200)"
          strokeWidth="2"
        />
        <path d="M76 0 L76 140 M160 22 L160 162" stroke="oklch(0.82 0.03 200)" strokeWidth="2" />
        <path
          d="M14 120 C40 90 60 118 90 86 S140 60 150 92 S200 120 214 60"
          fill="none"
          stroke="oklch(0.51 0.09 186)"
          strokeWidth="3.5"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
        <circle cx="14" cy="120" r="6" fill="oklch(0.51 0.09 186)" />
        <path
          d="M34 40 q10 -14 20 0 q10 14 20 0"
          fill="none"
          stroke="oklch(0.75 0.06 160)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M176 124 l14 -22 l14 22 z M196 124 l10 -16 l10 16 z" fill="oklch(0.75 0.06 160)" />
        <circle cx="214" cy="48" r="20" fill="oklch(0.56 0.21 25)" />
        <text
          x="214"
          y="56"
          textAnchor="middle"
          fontSize="24"
          fontWeight="700"
          fill="white"
          fontFamily="system-ui, sans-serif"
        >
          ?
        </text>
      </g>
    </svg>
  );
}

/** Any unknown path: 'Oops! Page not found' with a link home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const texts = useTexts(NOT_FOUND_TEXTS);
  return (
    <div className="mx-auto grid w-full max-w-5xl flex-1 items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
      <PageMeta title={`${texts.title} · ${BRAND.name}`} description={texts.body} path={pathname} indexed={false} />
      <div className="order-2 grid justify-items-center gap-4 text-center md:order-1 md:justify-items-start md:text-left">
        <p className="font-display text-7xl font-semibold text-primary/25 sm:text-8xl">{texts.code}</p>
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{texts.title}</h1>
        <p className="max-w-md text-muted-foreground">{texts.body}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">
            <Home className="size-4" aria-hidden />
            {texts.home}
          </Link>
        </Button>
      </div>
      <div className="order-1 flex justify-center md:order-2">
        <LostMapIllustration />
      </div>
    </div>
  );
}
