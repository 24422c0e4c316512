/**
 * The wizard's editors, which the edit screen (/edit-tour) reuses for the same parts of the same tour
 * form (DESIGN: one schema per request shared by form and server; decision 20).
 */
export { StepFeatures } from '../components/step-features';
export { StepHotels } from '../components/step-hotels';
export { StepImages } from '../components/step-images';
export { StepItinerary } from '../components/step-itinerary';
export { StepMeals } from '../components/step-meals';
export { fieldAria, registerNumber, WizardField } from '../components/wizard-field';
