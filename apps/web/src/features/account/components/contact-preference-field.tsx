import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from '../texts';

const OPTIONS = ['email', 'phone', 'both'] as const;

/** Email, Phone or Both: native radios shown as a segmented control. */
export function ContactPreferenceField({ register }: { register: UseFormRegisterReturn }) {
  const T = useTexts(ACCOUNT_TEXTS);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{T.marketing.preference}</legend>
      <div className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center rounded-md px-4 py-2 text-sm font-medium text-muted-foreground transition-colors sm:flex-none',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input type="radio" value={option} className="sr-only" {...register} />
            {T.marketing.options[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
