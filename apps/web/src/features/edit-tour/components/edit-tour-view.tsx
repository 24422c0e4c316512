import {
  StepFeatures,
  StepHotels,
  StepImages,
  StepItinerary,
  StepMeals,
} from '../../submit-tour/api/tour-form-editors';
import { Link } from 'react-router';
import { ArrowLeft, ChevronsDownUp, ChevronsUpDown, ExternalLink } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EDIT_SECTIONS, issueLines, sectionOfPath, type TEditSection } from '../edit-tour-state';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_TEXTS } from '../texts';
import type { TEditTourPage } from '../use-edit-tour-page';
import { BasicsSection } from './basics-section';
import { DatesSection } from './dates-section';
import { DraftNotice } from './draft-notice';
import { EditSection } from './edit-section';
import { LeaveDialog } from './leave-dialog';
import { LiveEditNotice } from './live-edit-notice';
import { SaveBar } from './save-bar';
import { paths } from '@tour/shared';

const COUNTED = ['dates', 'itinerary', 'meals', 'hotels', 'images'] as const;
type TCounted = (typeof COUNTED)[number];
const isCounted = (section: TEditSection): section is TCounted => (COUNTED as readonly string[]).includes(section);

function SectionBody({ page, section }: { page: TEditTourPage; section: TEditSection }) {
  switch (section) {
    case 'basics':
      return <BasicsSection page={page} />;
    case 'dates':
      return <DatesSection page={page} />;
    case 'itinerary':
      return <StepItinerary wizard={page} />;
    case 'meals':
      return <StepMeals wizard={page} />;
    case 'hotels':
      return <StepHotels wizard={page} />;
    case 'images':
      return <StepImages wizard={page} />;
    case 'features':
      return <StepFeatures wizard={page} />;
  }
}

/** /edit-tour/{slug} once loaded: header, quick navigation, the seven sections, the problems and the sticky bar. */
export function EditTourView({ page }: { page: TEditTourPage }) {
  const T = useTexts(EDIT_TOUR_TEXTS);
  const say = useMessage();
  const { state, counts, issues, actions, loaded, values, dirty, blocker, draft } = page;
  const lines = issueLines(issues);
  const sectionsWithProblems = new Set(issues.map((issue) => sectionOfPath(issue.path)));
  const allOpen = EDIT_SECTIONS.every((section) => state.open[section]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 pt-6 sm:px-6 lg:px-8">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" className="-ml-2" onClick={actions.backToDashboard}>
            <ArrowLeft className="size-4" aria-hidden />
            {T.backToDashboard}
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.tour.href({ slug: loaded.slug })}>
              <ExternalLink className="size-4" aria-hidden />
              {T.viewTour}
            </Link>
          </Button>
        </div>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{T.title}</h1>
          <p className="text-sm break-words text-muted-foreground">
            <span className="font-medium text-foreground">{values.title || loaded.form.title}</span>
            {' · '}
            {T.subtitle(loaded.sku)}
          </p>
        </div>
      </header>

      <LiveEditNotice loaded={loaded} lastSave={page.lastSave} />

      {draft.notice ? (
        <DraftNotice notice={draft.notice} discarding={draft.discarding} onDiscard={() => void actions.discard()} />
      ) : null}

      <nav aria-label={T.quickNav} className="grid gap-3 rounded-2xl border bg-card p-3 shadow-xs sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-muted-foreground">{T.quickNav}</h2>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => actions.sections.setAll(true)} disabled={allOpen}>
              <ChevronsUpDown className="size-4" aria-hidden />
              {T.expandAll}
            </Button>
            <Button variant="outline" size="sm" onClick={() => actions.sections.setAll(false)}>
              <ChevronsDownUp className="size-4" aria-hidden />
              {T.collapseAll}
            </Button>
          </div>
        </div>
        <ul className="flex flex-wrap gap-2">
          {EDIT_SECTIONS.map((section) => (
            <li key={section}>
              <Button variant="secondary" size="sm" onClick={() => actions.sections.goTo(section)}>
                {T.sections[section]}
                {isCounted(section) ? <span className="text-xs text-muted-foreground">({counts[section]})</span> : null}
              </Button>
            </li>
          ))}
        </ul>
      </nav>

      {lines.length > 0 ? (
        <Alert variant="destructive" title={T.errors.heading} data-testid="edit-errors">
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {lines.map((line) => (
              <li key={line}>{say(line)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="grid gap-4">
        {EDIT_SECTIONS.map((section) => (
          <EditSection
            key={section}
            section={section}
            title={T.sections[section]}
            count={
              isCounted(section)
                ? { value: counts[section], label: T.countLabel(counts[section], T.countNouns[section]) }
                : undefined
            }
            open={state.open[section]}
            onToggle={() => actions.sections.toggle(section)}
            hasProblem={sectionsWithProblems.has(section) || (section === 'dates' && state.refusal !== null)}
          >
            <SectionBody page={page} section={section} />
          </EditSection>
        ))}
      </div>

      <SaveBar
        dirty={dirty}
        saving={state.phase === 'saving'}
        progress={state.progress}
        draftStatus={draft.status}
        onSave={() => void actions.submit()}
      />
      <LeaveDialog blocker={blocker} />
    </div>
  );
}
