import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertCircle, GripVertical, RotateCcw, X } from 'lucide-react';
import type { TGalleryImage } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import type { TPendingUpload } from '../gallery-state';
import { TOUR_IMAGE_TEXTS } from '../texts';

const overlayButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md bg-ink/65 text-white backdrop-blur-sm transition-colors',
  'hover:bg-ink/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:pointer-events-none disabled:opacity-50',
);

/** One gallery image: dragged by its handle (pointer, or keyboard: Space, arrows, Space). */
export function SortableImageTile({
  image,
  disabled,
  onRemove,
}: {
  image: TGalleryImage;
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  const texts = useTexts(TOUR_IMAGE_TEXTS).gallery;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled,
  });
  const position = image.order + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="gallery-image"
      data-image-id={image.id}
      className={cn(
        'relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted shadow-xs',
        image.order === 0 && 'ring-2 ring-primary ring-offset-2 ring-offset-card',
        isDragging && 'z-10 opacity-80 shadow-lg',
      )}
    >
      <img src={image.url} alt={texts.position(position)} className="size-full object-cover" draggable={false} />
      <div className="absolute top-2 left-2">
        {image.order === 0 ? (
          <Badge>{texts.primary}</Badge>
        ) : (
          <Badge variant="outline" className="bg-card/90">
            {position}
          </Badge>
        )}
      </div>
      <div className="absolute top-2 right-2 flex gap-1.5">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={cn(overlayButton, 'cursor-grab touch-none active:cursor-grabbing')}
          aria-label={texts.reorder(position)}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={overlayButton}
          aria-label={texts.remove(position)}
          disabled={disabled}
          onClick={() => onRemove(image.id)}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

/** A file on its way up (spinner), or one that failed (its reason, Retry, Dismiss). */
export function PendingTile({
  upload,
  canRetry,
  onRetry,
  onDismiss,
}: {
  upload: TPendingUpload;
  canRetry: boolean;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const texts = useTexts(TOUR_IMAGE_TEXTS).gallery;
  const failed = upload.status === 'failed';
  return (
    <li
      data-testid="gallery-upload"
      data-status={upload.status}
      className={cn('relative aspect-[4/3] overflow-hidden rounded-lg border bg-muted', failed && 'border-destructive')}
    >
      <img src={upload.previewUrl} alt="" className="size-full object-cover opacity-40" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-3 text-center">
        {failed ? (
          <>
            <AlertCircle className="size-5 text-destructive" aria-hidden />
            <p className="line-clamp-3 text-xs font-medium text-destructive" role="alert">
              <span className="block truncate text-foreground">{upload.name}</span>
              {upload.error}
            </p>
            <div className="flex gap-1.5">
              <button
                type="button"
                className={cn(overlayButton, 'w-auto gap-1 px-2 text-xs')}
                onClick={() => onRetry(upload.key)}
                disabled={!canRetry}
              >
                <RotateCcw className="size-3.5" aria-hidden />
                {texts.retry}
              </button>
              <button
                type="button"
                className={overlayButton}
                aria-label={texts.dismiss(upload.name)}
                onClick={() => onDismiss(upload.key)}
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
          </>
        ) : (
          <>
            <Spinner decorative className="size-5 text-primary" />
            <p className="w-full truncate text-xs font-medium text-foreground">{upload.name}</p>
            <p className="text-xs text-muted-foreground">{texts.uploadingLabel}</p>
          </>
        )}
      </div>
    </li>
  );
}
