import { Suspense, lazy } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { BRAND } from '../../lib/brand';
import { BelowTheFoldPlaceholder } from './components/below-the-fold-placeholder';
import { FeaturedDestinations } from './components/featured-destinations';
import { HeroSlideshow } from './components/hero-slideshow';
import { PopularTours } from './components/popular-tours';
import { SearchBox } from './components/search-box';

// The advantages, newsletter and contact sections are far below the fold: their code loads as they come
// near the viewport (or a header anchor leads there), not with the first screen.
const BelowTheFold = lazy(async () => ({ default: (await import('./components/below-the-fold')).BelowTheFold }));

/**
 * Home (1-traveller.md section 2). The header's anchors lead to the sections with ids destinations,
 * tours, deals, about and contact.
 */
export function HomePage() {
  return (
    <>
      <title>{`${BRAND.name} · Tour packages and holidays`}</title>
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
