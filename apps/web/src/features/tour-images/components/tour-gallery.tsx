import { type DragEvent, useId, useRef, useState } from 'react';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ImagePlus, Link2, Trash2 } from 'lucide-react';
import type { TGalleryImage } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { TOUR_IMAGE_TEXTS } from '../texts';
import { useTourGallery } from '../use-tour-gallery';
import { PendingTile, SortableImageTile } from './gallery-tiles';

type TTourGalleryProps = {
  /** The gallery as the form keeps it; order 0 is the primary image. */
  value: readonly TGalleryImage[];
  onChange: (next: TGalleryImage[]) => void;
  disabled?: boolean;
};

/**
 * The tour gallery (2-operator.md: at most 10 images, drag-and-drop files, reorder by drag and drop or by
 * keyboard, the first image primary, remove one or all). Uploads and fetches by URL go to our server,
 * which checks and optimises each image.
 */
export function TourGallery({ value, onChange, disabled = false }: TTourGalleryProps) {
  const texts = useTexts(TOUR_IMAGE_TEXTS).gallery;
  const gallery = useTourGallery(value, onChange);
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);
  const ids = gallery.images.map((image) => image.id);
  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.pickedUp(positionOf(active.id)),
    onDragOver: ({ over }) => (over ? texts.movedOver(positionOf(over.id)) : undefined),
    onDragEnd: ({ over }) => (over ? texts.dropped(positionOf(over.id)) : texts.cancelled),
    onDragCancel: () => texts.cancelled,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) gallery.reorder(String(active.id), String(over.id));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="tour-gallery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span className="font-medium text-foreground" data-testid="gallery-count">
            {texts.count(gallery.images.length)}
          </span>
          {gallery.uploading > 0 && <span> · {texts.uploading(gallery.uploading)}</span>}
          {gallery.failed > 0 && <span className="text-destructive"> · {texts.failed(gallery.failed)}</span>}
        </p>
        {gallery.images.length > 0 && (
          <Button variant="ghostDestructive" size="sm" onClick={() => setConfirmingRemoveAll(true)} disabled={disabled}>
            <Trash2 className="size-4" aria-hidden />
            {texts.removeAll}
          </Button>
        )}
      </div>

      <FileDropZone
        full={gallery.isFull}
        disabled={disabled}
        onFiles={(files, source) => void gallery.addFiles(files, source)}
      />

      {(gallery.images.length > 0 || gallery.pending.length > 0) && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={texts.label}>
              {gallery.images.map((image) => (
                <SortableImageTile key={image.id} image={image} disabled={disabled} onRemove={gallery.remove} />
              ))}
              {gallery.pending.map((upload) => (
                <PendingTile
                  key={upload.key}
                  upload={upload}
                  canRetry={!gallery.isFull && !disabled}
                  onRetry={(key) => void gallery.retry(key)}
                  onDismiss={gallery.dismiss}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {gallery.images.length > 1 && <p className="text-xs text-muted-foreground">{texts.primaryHint}</p>}

      <UrlField
        error={gallery.urlError}
        busy={gallery.importing}
        disabled={disabled || gallery.isFull}
        onEdit={gallery.clearUrlError}
        onSubmit={gallery.addUrl}
      />

      <Dialog open={confirmingRemoveAll} onOpenChange={setConfirmingRemoveAll}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{texts.removeAllTitle}</DialogTitle>
            <DialogDescription>{texts.removeAllBody(gallery.images.length)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmingRemoveAll(false)}>
              {texts.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirmingRemoveAll(false);
                gallery.removeAll();
              }}
            >
              {texts.removeAllConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function FileDropZone({
  full,
  disabled,
  onFiles,
}: {
  full: boolean;
  disabled: boolean;
  onFiles: (files: File[], source: 'picker' | 'drop') => void;
}) {
  const allTexts = useTexts(TOUR_IMAGE_TEXTS);
  const texts = allTexts.gallery;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const blocked = full || disabled;

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!blocked) onFiles(Array.from(event.dataTransfer.files), 'drop');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files, a pointer-only shortcut; the Choose images button inside it is the accessible way to add them
    <div
      data-testid="gallery-dropzone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        over && !blocked ? 'border-primary bg-primary/5' : 'border-border bg-muted/40',
        blocked && 'opacity-70',
      )}
    >
      <ImagePlus className="size-7 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium text-foreground">{full ? texts.full : texts.dropTitle}</p>
      {!full && (
        <>
          <p className="text-xs text-muted-foreground">{texts.dropOr}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={blocked}
            aria-describedby={hintId}
          >
            {texts.choose}
          </Button>
        </>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        {texts.limit}
      </p>
      <input
        ref={input}
        type="file"
        accept={allTexts.accept}
        multiple
        hidden
        data-testid="gallery-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []), 'picker');
          event.target.value = '';
        }}
      />
    </div>
  );
}

function UrlField({
  error,
  busy,
  disabled,
  onEdit,
  onSubmit,
}: {
  error: string | null;
  busy: boolean;
  disabled: boolean;
  onEdit: () => void;
  onSubmit: (url: string) => Promise<boolean>;
}) {
  const allTexts = useTexts(TOUR_IMAGE_TEXTS);
  const [url, setUrl] = useState('');
  const id = useId();
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (await onSubmit(url)) setUrl('');
  };
  return (
    // A div, not a form: the gallery sits inside the wizard's own form.
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {allTexts.gallery.urlLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Link2
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={id}
            type="url"
            inputMode="url"
            className="pl-9"
            placeholder={allTexts.thumbnail.urlPlaceholder}
            value={url}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              onEdit();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void submit(event);
            }}
          />
        </div>
        <Button variant="outline" onClick={(event) => void submit(event)} disabled={disabled || busy || !url.trim()}>
          {busy && <Spinner decorative className="size-4" />}
          {allTexts.gallery.urlAdd}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
