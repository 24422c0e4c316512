import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useLanguage, useSetLanguage } from '../../lib/i18n/language';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { chooseLanguage } from './api/choose-language';
import { LANGUAGE_TEXTS } from './texts';

/**
 * The header's switch between English and Thai: the page changes once the choice is kept (cookie, profile). A plain
 * call rather than a query mutation: the header is on every first screen, and the mutation code is not.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const setLanguage = useSetLanguage();
  const T = useTexts(LANGUAGE_TEXTS);
  const [isSwitching, setIsSwitching] = useState(false);
  const next = language === 'en' ? 'th' : 'en';

  const switchLanguage = async () => {
    setIsSwitching(true);
    try {
      await chooseLanguage({ language: next });
      await setLanguage(next);
    } catch {
      toast.error(T.failed);
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="sm"
      className="min-w-11 px-2"
      lang={next}
      aria-label={T.switchDescription}
      title={T.switchDescription}
      disabled={isSwitching}
      onClick={() => void switchLanguage()}
      data-testid="language-switch"
    >
      {T.switchLabel}
    </Button>
  );
}
