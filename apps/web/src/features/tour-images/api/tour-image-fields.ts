/** The tour-image fields other features (the tour wizard, the edit screen) embed; they own the value. */
export { TourGallery } from '../components/tour-gallery';
export { ThumbnailPicker } from '../components/thumbnail-picker';
