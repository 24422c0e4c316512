import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TOUR_PAGE_SIZE } from '@tour/shared';
import { type TTourRefinements, tourSearchPath } from '../../lib/tour-search-params';
import { NO_REFINEMENTS, pageCountOf, readTourSearch, refinementCount } from './search-params';
import { useTourSearch } from './api/search-tours';

/**
 * The search page's state: the URL is the search (shareable, reloadable, Back undoes a filter); a refinement
 * starts again at page 1. On a phone the filters fold away behind a button.
 */
export function useSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readTourSearch(params);
  const results = useTourSearch(search, TOUR_PAGE_SIZE);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const refine = (patch: Partial<TTourRefinements>) =>
    void navigate(tourSearchPath({ ...search, ...patch, page: 1 }), { preventScrollReset: true });

  const activeRefinements = refinementCount(search);

  return {
    params,
    search,
    results,
    refine,
    clearRefinements: () => refine({ ...NO_REFINEMENTS, sort: search.sort }),
    refined: activeRefinements > 0,
    activeRefinements,
    pageCount: pageCountOf(results.data?.total ?? 0, TOUR_PAGE_SIZE),
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
  };
}
