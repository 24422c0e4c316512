import type { TRole } from '@tour/shared';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { UserAvatar } from '../../../components/user-avatar';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { useProfile } from '../api/get-profile';
import { ACCOUNT_TEXTS } from '../texts';
import { EmailVerificationBadge } from './email-verification';

type TProfileSummaryProps = { username: string; email: string; role: TRole; createdAt: string };

/** The card at the top of /account: who is signed in, their role, since when, and whether the e-mail is confirmed. */
export function ProfileSummary({ username, email, role, createdAt }: TProfileSummaryProps) {
  const T = useTexts(ACCOUNT_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const language = useLanguage();
  // The page shows the session's details at once; the verification state comes with the profile.
  const profile = useProfile();
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
      <UserAvatar name={username || email} className="size-14 text-lg" />
      <div className="grid min-w-[12rem] flex-1 gap-1">
        <p className="truncate text-xl font-semibold text-ink" data-testid="profile-name">
          {username}
        </p>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
        <p className="text-xs text-muted-foreground">
          {T.fields.memberSince} {formatLongDate(createdAt, language)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="secondary" data-testid="role-badge">
          {roles[role]}
        </Badge>
        <Badge variant="success" data-testid="account-status">
          {T.active}
        </Badge>
        {profile.data ? (
          <EmailVerificationBadge verifiedAt={profile.data.emailVerifiedAt} testId="summary-email-verification" />
        ) : null}
      </div>
    </Card>
  );
}
