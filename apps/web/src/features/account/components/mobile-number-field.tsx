import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_PREFIXES } from '@tour/shared';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from '../texts';

type TMobileNumberFieldProps = {
  prefix: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  error?: string;
};

/** The country prefix (default +66) chooses how the number is read; saved together in E.164 (decision 19). */
export function MobileNumberField({ prefix, number, error }: TMobileNumberFieldProps) {
  const T = useTexts(ACCOUNT_TEXTS);
  const message = useMessage();
  return (
    <div className="grid gap-2">
      <Label htmlFor="profile-mobile">{T.fields.mobile}</Label>
      <div className="flex gap-2">
        <div className="w-28 shrink-0">
          <NativeSelect aria-label={T.fields.mobilePrefix} {...prefix}>
            {PHONE_PREFIXES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Input
          id="profile-mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={T.fields.mobilePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'profile-mobile-error' : undefined}
          {...number}
        />
      </div>
      {error ? (
        <p id="profile-mobile-error" className="text-xs font-medium text-destructive">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
