import type { TTourDraftSummary } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/i18n/messages';
import { useTexts } from '../../../lib/i18n/texts';
import { toast } from '../../../lib/toast';
import { useDeleteDraft } from '../../tour-drafts/api/delete-draft';
import { ACCOUNT_TOURS_TEXTS } from '../tours-texts';

type TDeleteDraftDialogProps = { draft: TTourDraftSummary | null; onClose: () => void };

/** Deleting a draft asks first: what was typed in it cannot be brought back. */
export function DeleteDraftDialog({ draft, onClose }: TDeleteDraftDialogProps) {
  const texts = useTexts(ACCOUNT_TOURS_TEXTS);
  const T = texts.deleteDialog;
  const say = useMessage();
  const remove = useDeleteDraft();
  const title = draft?.title ?? texts.drafts.untitled;

  const confirm = () => {
    if (!draft) return;
    remove.mutate(draft.id, {
      onSuccess: () => {
        toast.success(T.deleted);
        onClose();
      },
      onError: (error) => toast.error(say(getErrorMessage(error, T.failed))),
    });
  };

  return (
    <Dialog open={draft !== null} onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}>
      <DialogContent data-testid="delete-draft-dialog">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.body(title)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {T.keep}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner className="size-4" decorative /> : null}
            {remove.isPending ? T.deleting : T.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
