import { useEffect } from 'react';
import { useBlocker } from 'react-router';
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
import { PAYMENT_TEXTS } from '../texts';

type TLeaveGuardProps = {
  /** Re-read at each navigation, so that the success redirect is never held back. */
  shouldBlock: () => boolean;
  /** Whether the browser should ask before the tab is closed or reloaded. */
  active: boolean;
};

/** Leaving while a payment is processing asks first: in-app navigation (useBlocker) and the tab (beforeunload). */
export function LeaveGuard({ shouldBlock, active }: TLeaveGuardProps) {
  const T = useTexts(PAYMENT_TEXTS).leave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.body}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.proceed?.()}>
            {T.leave}
          </Button>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            {T.stay}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
