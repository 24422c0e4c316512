import { useTexts } from '../../../lib/i18n/texts';
import { BasicsFields } from '../../submit-tour/api/tour-form-editors';
import { seatsAcrossDates } from '../edit-tour-state';
import { EDIT_TOUR_TEXTS } from '../texts';
import type { TEditTourPage } from '../use-edit-tour-page';

/**
 * Basic Information: the wizard's main fields. Duration is fixed once live; location, country and company
 * name are the administrators' (2-operator.md section 6 and DESIGN decision 30: location and country come
 * from the arrival airport together; the server keeps them as they are for anyone else). Others see
 * location and country read only, and no company name (section 5: shown and editable only to admins).
 */
export function BasicsSection({ page }: { page: TEditTourPage }) {
  const B = useTexts(EDIT_TOUR_TEXTS).basics;
  const isAdmin = page.loaded.canEditAdminFields;
  return (
    <BasicsFields
      editor={page}
      showCompanyName={isAdmin}
      placeLockedHint={isAdmin ? undefined : B.adminOnly}
      quotaHint={B.totalQuotaHint(seatsAcrossDates(page.state.departures))}
      showBasePrice={false}
      duration={{ hint: B.durationFixed, testId: 'edit-duration' }}
    />
  );
}
