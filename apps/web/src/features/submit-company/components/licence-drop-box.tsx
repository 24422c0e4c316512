import { type DragEvent, useId, useRef, useState } from 'react';
import { FileText, UploadCloud } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { SUBMIT_COMPANY_TEXTS } from '../texts';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Click or drag and drop one licence file; the reducer checks its type and size. */
export function LicenceDropBox({
  file,
  error,
  disabled,
  onFile,
}: {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const T = useTexts(SUBMIT_COMPANY_TEXTS);
  const say = useMessage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <div className="grid gap-2">
      <label
        htmlFor={inputId}
        data-testid="licence-drop-box"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          over ? 'border-primary bg-accent/60' : 'border-border bg-muted/30 hover:bg-muted/60',
          error && 'border-destructive/60',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {file ? (
          <>
            <FileText className="size-10 text-primary" aria-hidden />
            <span className="font-medium break-all" data-testid="licence-file-name">
              {T.upload.chosen(file.name, sizeText(file.size))}
            </span>
            <span className="text-sm text-primary underline underline-offset-4">{T.upload.change}</span>
          </>
        ) : (
          <>
            <UploadCloud className="size-10 text-primary" aria-hidden />
            <span className="font-medium">{T.upload.dropTitle}</span>
            <span className="text-sm text-muted-foreground">{T.upload.dropHint}</span>
          </>
        )}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-label={T.upload.dropLabel}
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        className="sr-only"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // The same file chosen again after an error must still reach onFile.
          event.target.value = '';
        }}
      />
      {error ? (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid="licence-file-error"
        >
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
