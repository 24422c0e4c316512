export {
  seedSampleTour,
  ensureSampleTour,
  SAMPLE_TOUR,
  SAMPLE_TOUR_SLUG,
  SAMPLE_TOUR_COMPANY_NAME,
} from './sample-tour';
export type { TSeedOptions, TSampleTourResult } from './sample-tour';
export { seedDemoData } from './demo-data';
export type { TSeedDemoDataOptions, TDemoSeedResult } from './demo-data';
export { DEMO_ACCOUNTS, DEMO_COMPANIES } from './demo-operators';
export type { TDemoAccount, TDemoCompany } from './demo-operators';
export { DEMO_TOURS } from './demo-catalogue';
export type { TDemoTour, TDemoBookingSeed } from './demo-catalogue';
export { DEMO_PENDING_TOURS } from './demo-pending-tours';
export type { TTourSeed } from './tour-seed';
