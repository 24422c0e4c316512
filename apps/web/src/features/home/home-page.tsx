import { Suspense, lazy } from 'react';
import { PageMeta } from '../../components/page-meta';
import { WhenVisible } from '../../components/when-visible';
import { BRAND } from '../../lib/brand';
import { BelowTheFoldPlaceholder } from './components/below-the-fold-placeholder';
import { FeaturedDestinations } from './components/featured-destinations';
import { HeroSlideshow } from './components/hero-slideshow';
import { PopularTours } from './components/popular-tours';
import { SearchBox } from './components/search-box';
import { HOME_TEXTS } from './texts';
import { useTexts } from '../../lib/i18n/texts';

// The advantages, newsletter and contact sections are far below the fold: their code loads as they come
// near the viewport (or a header anchor leads there), not with the first screen.
const BelowTheFold = lazy(async () => ({ default: (await import('./components/below-the-fold')).BelowTheFold }));

/**
 * Home (1-traveller.md section 2). The header's anchors lead to the sections with ids destinations,
 * tours, deals, about and contact.
 */
export function HomePage() {
  const texts = useTexts(HOME_TEXTS);
  return (
    <>
      <PageMeta title={texts.meta.title(BRAND.name)} description={texts.meta.description(BRAND.name)} path="/" />
      <HeroSlideshow />
      <SearchBox />
      <FeaturedDestinations />
      <PopularTours />
      <WhenVisible fallback={<BelowTheFoldPlaceholder />}>
        <Suspense fallback={<BelowTheFoldPlaceholder />}>
          <BelowTheFold />
        </Suspense>
      </WhenVisible>
    </>
  );
}
