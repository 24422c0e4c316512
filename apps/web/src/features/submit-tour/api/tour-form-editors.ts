/**
 * The wizard's editors and field groups, which the edit screen (/edit-tour) reuses for the same parts of the
 * same tour form (DESIGN: one schema per request shared by form and server; decision 20): the main fields, a
 * departure's fields, and the features, hotels, images, itinerary and meals steps.
 */
export { BasicsFields } from '../components/basics-fields';
export { DepartureFields } from '../components/departure-fields';
export { StepFeatures } from '../components/step-features';
export { StepHotels } from '../components/step-hotels';
export { StepImages } from '../components/step-images';
export { StepItinerary } from '../components/step-itinerary';
export { StepMeals } from '../components/step-meals';
