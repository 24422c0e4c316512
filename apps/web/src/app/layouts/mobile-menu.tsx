import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, UserRound, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { dashboardPathFor, type TSessionUser, paths } from '@tour/shared';
import { BrandMark } from '../../components/brand-mark';
import { Button } from '../../components/ui/button';
import { SessionBadge } from '../../features/auth/inactivity/session-badge';
import { useEndSession } from '../../features/auth/use-end-session';
import { APP_TEXTS } from '../texts';
import { UserAvatar } from '../../components/user-avatar';
import { ROLE_TEXTS } from '../../lib/i18n/role-texts';
import { useTexts } from '../../lib/i18n/texts';

type TMobileMenuProps = {
  user: TSessionUser | null;
  signInPath: string;
  isOpen: boolean;
  setIsOpen: (open: boolean) => void;
  /** The hamburger, which gets the focus back when the panel closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** Phone widths: the panel the hamburger (MobileMenuLauncher) opens, with the navigation and the account actions. */
export function MobileMenu({ user, signInPath, isOpen, setIsOpen, triggerRef }: TMobileMenuProps) {
  const texts = useTexts(APP_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const go = (to: string) => {
    setIsOpen(false);
    void navigate(to);
  };

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setIsOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-background shadow-2xl outline-none data-[state=open]:animate-[slide-in-right_180ms_ease-out] md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="flex h-16 items-center justify-between border-b px-4">
            <DialogPrimitive.Title asChild>
              <span>
                <span className="sr-only">{texts.nav.menuTitle}</span>
                <BrandMark />
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={texts.nav.closeMenu}>
                <X className="size-5" aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <nav aria-label={texts.nav.label} className="grid gap-1 p-4">
            {texts.nav.links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={() => setIsOpen(false)}
                className="rounded-lg px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted"
              >
                {link.label}
              </Link>
            ))}
          </nav>

          <div className="mt-auto border-t p-4">
            {user ? (
              <div className="grid gap-3">
                <div className="flex items-center gap-3">
                  <UserAvatar name={user.username || user.email} className="size-11" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-ink">{user.username}</p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                  </div>
                </div>
                <div className="flex items-center justify-between text-sm text-muted-foreground">
                  <span>{roles[user.role]}</span>
                  <span className="flex items-center gap-1.5">
                    {texts.nav.sessionLabel}
                    <SessionBadge />
                  </span>
                </div>
                <Button variant="outline" className="w-full justify-start" onClick={() => go(paths.account.href())}>
                  <UserRound className="size-4" aria-hidden />
                  {texts.nav.myAccount}
                </Button>
                {dashboardPathFor(user.role) !== paths.account.href() ? (
                  <Button
                    variant="outline"
                    className="w-full justify-start"
                    onClick={() => go(dashboardPathFor(user.role))}
                  >
                    <LayoutDashboard className="size-4" aria-hidden />
                    {texts.nav.dashboard}
                  </Button>
                ) : null}
                <Button
                  variant="ghostDestructive"
                  className="w-full justify-start"
                  onClick={() => {
                    setIsOpen(false);
                    void endSession('signed-out');
                  }}
                >
                  <LogOut className="size-4" aria-hidden />
                  {texts.nav.signOut}
                </Button>
              </div>
            ) : (
              <Button className="w-full" size="lg" onClick={() => go(signInPath)}>
                {texts.nav.signIn}
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
