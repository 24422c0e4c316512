/** The tour search form, for other features to embed (the home's search box). */
export { TourSearchForm } from '../components/tour-search-form';
