import { lazy } from 'react';

// One chunk for the three charts (and visx), fetched when a dashboard first draws one.
const charts = () => import('./dashboard-charts');

export const RevenueTrendChart = lazy(async () => ({ default: (await charts()).RevenueTrendChart }));
export const TopToursChart = lazy(async () => ({ default: (await charts()).TopToursChart }));
export const RatingPieChart = lazy(async () => ({ default: (await charts()).RatingPieChart }));
