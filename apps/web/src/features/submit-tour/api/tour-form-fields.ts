/**
 * The field groups of the tour form that the edit screen (/edit-tour) shares with the wizard's steps: the
 * main fields and a departure's fields. It joins tour-form-editors.ts once the api/ folders' conversion to
 * typed endpoint contracts (issue 19) is in.
 */
export { BasicsFields } from '../components/basics-fields';
export { DepartureFields } from '../components/departure-fields';
