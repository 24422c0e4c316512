import type { ReactNode } from 'react';
import { DEFAULT_CONTENT_LANGUAGE, LANGUAGES, otherLanguage, type TLanguage } from '@tour/shared';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { useTexts } from '../../../lib/i18n/texts';
import { CONTENT_LANGUAGE_TEXTS } from '../content-language-texts';
import type { TStepEditor } from '../use-tour-wizard';

/** The parts of a tour that hold its words: each has its own switch (issue 27, item 5). */
export type TContentSection = 'basics' | 'itinerary' | 'features';

/** What a section shows: the fields of the tour's own language, or those of its optional translation. */
export type TContentShowing = 'own' | 'translation';

type TContentLanguageTabsProps = {
  editor: TStepEditor;
  section: TContentSection;
  showing: TContentShowing;
  onShow: (showing: TContentShowing) => void;
  /** Some field of the translation in this section has a problem: its tab says so. */
  translationProblems: boolean;
  /**
   * Nothing is written yet in either language (Basic Information only): the language chosen becomes the tour's own,
   * the first one the operator fills.
   */
  choosable?: boolean;
  children: ReactNode;
};

/**
 * "English | ไทย" over a section's words: the tour's own language shows the usual fields, the other the optional
 * translation's. The tour's own is the language of its content (contentLanguage).
 */
export function ContentLanguageTabs({
  editor,
  section,
  showing,
  onShow,
  translationProblems,
  choosable = false,
  children,
}: TContentLanguageTabsProps) {
  const L = useTexts(CONTENT_LANGUAGE_TEXTS);
  const own: TLanguage = editor.values.contentLanguage ?? DEFAULT_CONTENT_LANGUAGE;
  const other = otherLanguage(own);
  const shown = showing === 'own' ? own : other;

  const choose = (language: TLanguage) => {
    if (language === own) return onShow('own');
    if (choosable) {
      editor.form.setValue('contentLanguage', language, { shouldDirty: true });
      return onShow('own');
    }
    onShow('translation');
  };

  const label = (language: TLanguage) => (
    <span className="inline-flex items-baseline gap-1.5">
      <span lang={language}>{L.names[language]}</span>
      {choosable ? null : (
        <span className="text-xs font-normal text-muted-foreground">{language === own ? L.ownTag : L.optionalTag}</span>
      )}
      {language !== own && translationProblems ? (
        <>
          <span className="size-2 self-center rounded-full bg-destructive" aria-hidden />
          <span className="sr-only">{L.hasProblems}</span>
        </>
      ) : null}
    </span>
  );

  const hint = choosable
    ? L.chooseHint
    : showing === 'own'
      ? L.ownHint(L.inSentence[own], L.inSentence[other])
      : L.translationHint(L.inSentence[other], L.inSentence[own]);

  return (
    <SegmentedTabs
      label={L.switchLabel}
      tabs={LANGUAGES.map((language) => ({
        value: language,
        label: label(language),
        testId: `content-language-${section}-${language}`,
      }))}
      value={shown}
      onValueChange={choose}
      className="gap-3"
      listClassName="h-auto w-full sm:w-fit"
    >
      {/*
        Keyed by what it shows: the fields of the other language are new inputs, not the same ones under another name
        (react-hook-form keeps an input it knows and would leave the other language's text in it).
      */}
      <div key={showing} className="grid gap-4" data-testid={`content-${section}-${showing}`}>
        <p className="text-sm text-muted-foreground">
          {showing === 'translation' ? (
            <span className="mr-1 font-medium text-foreground">{L.translationTitle}</span>
          ) : null}
          {hint}
        </p>
        {children}
      </div>
    </SegmentedTabs>
  );
}
