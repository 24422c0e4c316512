import { type DragEvent, useId, useRef, useState } from 'react';
import { ImageOff, ImagePlus, Link2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { SegmentedTabs } from '../../../components/ui/segmented-tabs';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { TOUR_IMAGE_TEXTS } from '../texts';
import { useThumbnailPicker } from '../use-thumbnail-picker';

type TThumbnailPickerProps = {
  /** The thumbnail's URL as the form keeps it; empty when there is none. */
  value: string;
  onChange: (url: string) => void;
  /** For the form field's label and error message. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/** The tour thumbnail: an uploaded file or an image the server fetches from a URL, fitted to 400x300. */
export function ThumbnailPicker({
  value,
  onChange,
  id,
  invalid,
  describedBy,
  disabled = false,
}: TThumbnailPickerProps) {
  const allTexts = useTexts(TOUR_IMAGE_TEXTS);
  const texts = allTexts.thumbnail;
  const picker = useThumbnailPicker(onChange);
  const [source, setSource] = useState<'upload' | 'url'>('upload');
  const [url, setUrl] = useState('');
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-image-error`;
  const error = picker.error?.source === source ? picker.error.message : null;
  const describedByIds = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const submitUrl = async () => {
    if (await picker.setFromUrl(url)) setUrl('');
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(false);
    if (!disabled) void picker.uploadFile(event.dataTransfer.files[0], 'drop');
  };

  return (
    <div className="flex flex-col gap-3" data-testid="thumbnail-picker">
      {value && (
        <div className="relative w-full max-w-xs overflow-hidden rounded-lg border bg-muted">
          {previewFailed === value ? (
            <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
              <ImageOff className="size-6" aria-hidden />
              {allTexts.messages.loadFailed}
            </div>
          ) : (
            <img
              src={value}
              alt={texts.preview}
              className="aspect-[4/3] w-full object-cover"
              onError={() => {
                setPreviewFailed(value);
                toast.error(allTexts.messages.loadFailed);
              }}
            />
          )}
          <button
            type="button"
            onClick={picker.remove}
            disabled={disabled}
            aria-label={texts.remove}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md bg-ink/65 text-white hover:bg-ink/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}

      <SegmentedTabs
        label={texts.tabs}
        tabs={[
          { value: 'upload', label: texts.upload },
          { value: 'url', label: texts.url },
        ]}
        value={source}
        onValueChange={(next) => {
          setSource(next);
          picker.clearError();
        }}
        className="max-w-xl gap-3"
      >
        {source === 'upload' ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a dragged file, a pointer-only shortcut; the Choose image button inside it is the accessible way to pick one
          <div
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes('Files')) return;
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors',
              over ? 'border-primary bg-primary/5' : invalid ? 'border-destructive' : 'border-border bg-muted/40',
            )}
          >
            <ImagePlus className="size-6 text-muted-foreground" aria-hidden />
            <Button
              id={inputId}
              variant="outline"
              size="sm"
              disabled={disabled || picker.busy !== null}
              onClick={() => fileInput.current?.click()}
              aria-invalid={invalid || error ? true : undefined}
              aria-describedby={describedByIds}
            >
              {picker.busy === 'upload' && <Spinner decorative className="size-4" />}
              {texts.choose}
            </Button>
            <p className="text-xs text-muted-foreground">{texts.hint}</p>
            <input
              ref={fileInput}
              type="file"
              accept={allTexts.accept}
              hidden
              data-testid="thumbnail-file-input"
              onChange={(event) => {
                void picker.uploadFile(event.target.files?.[0], 'picker');
                event.target.value = '';
              }}
            />
          </div>
        ) : (
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Link2
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id={inputId}
                type="url"
                inputMode="url"
                className="pl-9"
                aria-label={texts.url}
                placeholder={texts.urlPlaceholder}
                value={url}
                disabled={disabled}
                aria-invalid={invalid || error ? true : undefined}
                aria-describedby={describedByIds}
                onChange={(event) => {
                  setUrl(event.target.value);
                  picker.clearError();
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void submitUrl();
                }}
              />
            </div>
            <Button
              variant="outline"
              onClick={() => void submitUrl()}
              disabled={disabled || picker.busy !== null || !url.trim()}
            >
              {picker.busy === 'url' && <Spinner decorative className="size-4" />}
              {texts.useUrl}
            </Button>
          </div>
        )}
      </SegmentedTabs>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
