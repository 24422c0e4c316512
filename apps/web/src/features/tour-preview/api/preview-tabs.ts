/** The preview's seven tabs, for other features that show a tour before it is published (pending tours). */
export { PreviewTabs } from '../components/preview-tabs';
export type { TPreviewTour } from '../preview-tour';
