import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Copy, FileText, Upload, X } from 'lucide-react';
import type { TBankDetails } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatFileSize, isImageSlip } from '../slip';
import { useTexts } from '../../../lib/i18n/texts';
import { PAYMENT_TEXTS } from '../texts';
import { useMessage } from '../../../lib/i18n/messages';

function CopyRow({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  const T = useTexts(PAYMENT_TEXTS).bank;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(T.copied(label));
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-1.5 sm:justify-end">
        <span className={cn('text-sm font-semibold break-words text-foreground', mono && 'font-mono tracking-wide')}>
          {value}
        </span>
        <Button variant="ghost" size="icon" className="size-8" onClick={() => void copy()} aria-label={T.copy(label)}>
          <Copy className="size-4" aria-hidden />
        </Button>
      </dd>
    </div>
  );
}

function SlipPreview({ file }: { file: File }) {
  const T = useTexts(PAYMENT_TEXTS).bank;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImageSlip(file)) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (url)
    return (
      <img
        src={url}
        alt={T.previewAlt}
        data-testid="slip-preview"
        className="size-16 shrink-0 rounded-md border object-cover"
      />
    );
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground">
      <FileText className="size-7" aria-hidden />
    </span>
  );
}

type TBankTransferPanelProps = {
  bankDetails: TBankDetails;
  amount: string;
  slip: File | null;
  onSlipChange: (file: File | null) => void;
  slipError: string | null;
  disabled: boolean;
};

/** The fixed bank account with copy buttons, and the slip upload with an image preview. */
export function BankTransferPanel({
  bankDetails,
  amount,
  slip,
  onSlipChange,
  slipError,
  disabled,
}: TBankTransferPanelProps) {
  const T = useTexts(PAYMENT_TEXTS).bank;
  const sayMessage = useMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (files: FileList | null) => {
    const file = files?.[0] ?? null;
    if (file) onSlipChange(file);
  };

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">{T.legend}</legend>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <div className="rounded-xl border bg-muted/30 px-4">
        <dl className="divide-y" data-testid="bank-details">
          <CopyRow label={T.bankName} value={bankDetails.bankName} />
          <CopyRow label={T.accountName} value={bankDetails.accountName} />
          <CopyRow label={T.accountNumber} value={bankDetails.accountNumber} mono />
          <CopyRow label={T.swift} value={bankDetails.swift} mono />
          <div className="flex items-center justify-between gap-3 py-3">
            <dt className="text-sm font-medium text-foreground">{T.amount}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{amount}</dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-2">
        <label htmlFor={`${id}-slip`} className="text-sm font-medium text-foreground">
          {T.slip}
        </label>
        <input
          ref={input}
          id={`${id}-slip`}
          type="file"
          accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
          className="sr-only"
          aria-invalid={slipError ? true : undefined}
          aria-describedby={`${id}-slip-help`}
          data-testid="slip-input"
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = '';
          }}
        />
        {slip ? (
          <div
            className={cn('flex items-center gap-3 rounded-xl border bg-card p-3', slipError && 'border-destructive')}
            data-testid="slip-selected"
          >
            <SlipPreview file={slip} />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="truncate text-sm font-medium text-foreground">{slip.name}</p>
              <p className="text-xs text-muted-foreground">{formatFileSize(slip.size)}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
              {T.replace}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={T.remove}
              onClick={() => onSlipChange(null)}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file, a pointer-only shortcut; the Choose a file button inside it is the accessible way to pick the slip
          <div
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              if (!disabled) pick(event.dataTransfer.files);
            }}
            className={cn(
              'grid justify-items-center gap-2 rounded-xl border-2 border-dashed px-4 py-7 text-center transition-colors',
              dragging
                ? 'border-primary bg-accent/50'
                : slipError
                  ? 'border-destructive/60 bg-destructive/5'
                  : 'border-input bg-muted/30',
            )}
          >
            <Upload className="size-6 text-muted-foreground" aria-hidden />
            <p className="text-sm">
              <Button variant="link" size="inline" onClick={() => input.current?.click()} className="font-semibold">
                {T.choose}
              </Button>{' '}
              <span className="text-muted-foreground">{T.drop}</span>
            </p>
          </div>
        )}
        <p
          id={`${id}-slip-help`}
          className={cn('text-xs', slipError ? 'font-medium text-destructive' : 'text-muted-foreground')}
          role={slipError ? 'alert' : undefined}
          data-testid="slip-message"
        >
          {slipError ? sayMessage(slipError) : T.slipHint}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">{T.verification}</p>
    </fieldset>
  );
}
