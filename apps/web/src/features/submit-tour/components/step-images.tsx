import { Controller } from 'react-hook-form';
import { TourGallery } from '../../tour-images/api/tour-image-fields';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_TOUR_TEXTS } from '../texts';
import type { TStepEditor } from '../use-tour-wizard';
import { StepIntro, StepProblem } from './wizard-field';

/** Step 7: the gallery (nothing required). */
export function StepImages({ wizard }: { wizard: TStepEditor }) {
  const T = useTexts(SUBMIT_TOUR_TEXTS);
  return (
    <div className="grid gap-5">
      <StepIntro>{T.images.intro}</StepIntro>
      <StepProblem path="tourImages" message={wizard.errorFor('tourImages')} />
      <Controller
        control={wizard.form.control}
        name="tourImages"
        render={({ field }) => <TourGallery value={field.value} onChange={field.onChange} />}
      />
    </div>
  );
}
