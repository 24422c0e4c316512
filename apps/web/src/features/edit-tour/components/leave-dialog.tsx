import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useTexts } from '../../../lib/i18n/texts';
import { EDIT_TOUR_TEXTS } from '../texts';

/** 'You have unsaved changes. Are you sure you want to leave?' for a navigation the page has held back. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const T = useTexts(EDIT_TOUR_TEXTS).leave;
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && open ? blocker.reset() : undefined)}>
      <DialogContent data-testid="edit-leave-dialog">
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {T.stay}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {T.leave}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
