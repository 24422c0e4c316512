import { Link } from 'react-router';
import { Pencil, Sparkles, Wrench } from 'lucide-react';
import { TOUR_CONTENT_MESSAGES } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { EDIT_TOUR_LINK, EDIT_TOUR_LINK_TEXTS } from '../../edit-tour/api/edit-tour-link';
import { useGenerateTourContent } from '../api/generate-tour-content';
import { TOUR_PARTS_TEXTS } from './parts-texts';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';

const M = TOUR_CONTENT_MESSAGES;

/** The spec's failure text for the part that failed: the pictures, the itinerary, or the whole. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && error.fields?.images) return M.imagesFailed;
  if (isApiError(error) && error.fields?.itinerary) return M.itineraryFailed;
  return getErrorMessage(error, M.failed);
}

/** Admin Actions, shown to administrators only (the page checks the role; the server refuses anyone else). */
export function AdminActions({ slug }: { slug: string }) {
  const T = useTexts(TOUR_PARTS_TEXTS).admin;
  const editLink = useTexts(EDIT_TOUR_LINK_TEXTS);
  const say = useMessage();
  const generate = useGenerateTourContent(slug);
  const toastId = `generate-${slug}`;

  const run = () => {
    toast.loading(say(M.generating), { id: toastId });
    generate.mutate(undefined, {
      onSuccess: (answer) => toast.success(say(answer.message), { id: toastId }),
      onError: (error) => toast.error(say(failureMessage(error)), { id: toastId }),
    });
  };

  return (
    <section
      aria-labelledby="admin-actions"
      className="grid gap-3 rounded-2xl border border-dashed border-primary/40 bg-accent/30 p-5"
      data-testid="admin-actions"
    >
      <h2 id="admin-actions" className="flex items-center gap-2 font-semibold text-ink">
        <Wrench className="size-4 text-primary" aria-hidden />
        {T.title}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={run} disabled={generate.isPending} aria-describedby="admin-actions-note">
          <Sparkles className="size-4" aria-hidden />
          {generate.isPending ? say(M.generating) : T.generate}
        </Button>
        <p id="admin-actions-note" className="text-sm text-muted-foreground">
          {T.hint}
        </p>
      </div>
      <div>
        <Button asChild variant="outline">
          <Link to={EDIT_TOUR_LINK.path(slug)}>
            <Pencil className="size-4" aria-hidden />
            {editLink.label}
          </Link>
        </Button>
      </div>
    </section>
  );
}
