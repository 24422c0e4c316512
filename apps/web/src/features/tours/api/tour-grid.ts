/** The grid of tour cards, for other features to show tours (the home's popular tours, the search results). */
export { TourGrid } from '../components/tour-grid';
