import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { TLicenceFormType } from '@tour/shared';
import { useMessage } from '../../../lib/i18n/messages';
import type { TSubmitCompanyState } from '../submit-company-state';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';
import { LicenceDropBox } from './licence-drop-box';

type TUploadState = Extract<TSubmitCompanyState, { kind: 'upload' | 'reading' | 'error' }>;

const TYPES: TLicenceFormType[] = ['tat', 'dot'];

/** Step 1: the licence type, the file, Upload and Verify, Cancel. */
export function UploadStep({
  state,
  onType,
  onFile,
  onUpload,
  onCancel,
}: {
  state: TUploadState;
  onType: (type: TLicenceFormType) => void;
  onFile: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const say = useMessage();
  const reading = state.kind === 'reading';
  const fileError = state.kind === 'reading' ? null : state.fileError;
  return (
    <section className="grid gap-6" data-testid="submit-company-upload">
      <h2 className="text-lg font-semibold">{T.upload.title}</h2>
      <fieldset className="grid gap-3" disabled={reading}>
        <legend className="mb-2 text-sm font-medium">{T.upload.typeLegend}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors',
                state.licenceType === type ? 'border-primary bg-accent/50' : 'border-border hover:bg-muted/50',
              )}
            >
              <input
                type="radio"
                name="licence-type"
                value={type}
                checked={state.licenceType === type}
                onChange={() => onType(type)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-1">
                <span className="font-medium">{T.upload.types[type].label}</span>
                <span className="text-sm text-muted-foreground">{T.upload.types[type].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <LicenceDropBox file={state.file} error={fileError} disabled={reading} onFile={onFile} />
      {state.kind === 'error' ? (
        <Alert variant="destructive" data-testid="licence-upload-error">
          {say(state.message)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={reading}>
          {T.upload.cancel}
        </Button>
        <Button onClick={onUpload} disabled={reading || !state.file}>
          {reading ? <Spinner decorative className="size-4" /> : null}
          {reading ? T.upload.reading : T.upload.submit}
        </Button>
      </div>
    </section>
  );
}
