import { useNavigate } from 'react-router';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { dashboardPathFor, type TSessionUser, paths } from '@tour/shared';
import { Badge } from '../../components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { SessionBadge } from '../../features/auth/inactivity/session-badge';
import { useEndSession } from '../../features/auth/use-end-session';
import { APP_TEXTS } from '../texts';
import { UserAvatar } from '../../components/user-avatar';
import { ROLE_TEXTS } from '../../lib/i18n/role-texts';
import { useTexts } from '../../lib/i18n/texts';

/** The avatar menu: who is signed in, the inactivity countdown, My Account, their dashboard and Sign Out. */
export function UserMenu({ user }: { user: TSessionUser }) {
  const texts = useTexts(APP_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const dashboardPath = dashboardPathFor(user.role);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="inline-flex items-center gap-1.5 rounded-full p-0.5 pr-2 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted"
        aria-label={texts.nav.accountMenu}
        data-testid="user-menu-trigger"
      >
        <UserAvatar name={user.username || user.email} />
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar name={user.username || user.email} className="size-10" />
          <span className="grid min-w-0 gap-0.5">
            <span className="truncate font-semibold text-ink">{user.username}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <div className="flex items-center justify-between gap-3 px-2.5 pb-2.5 text-xs text-muted-foreground">
          <Badge variant="outline">{roles[user.role]}</Badge>
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            {texts.nav.sessionLabel}
            <SessionBadge />
          </span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.account.href())}>
          <UserRound aria-hidden />
          {texts.nav.myAccount}
        </DropdownMenuItem>
        {dashboardPath !== paths.account.href() ? (
          <DropdownMenuItem onSelect={() => void navigate(dashboardPath)}>
            <LayoutDashboard aria-hidden />
            {texts.nav.dashboard}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem variant="destructive" onSelect={() => void endSession('signed-out')}>
          <LogOut aria-hidden />
          {texts.nav.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
