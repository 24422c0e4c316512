import { useSearchParams } from 'react-router';
import { CalendarCheck, LogOut, Map as MapIcon, UserRound } from 'lucide-react';
import { canAccess, canSeeOwnTours, type TProfile } from '@tour/shared';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BRAND } from '../../lib/brand';
import { useSession } from '../auth/api/get-session';
import { useEndSession } from '../auth/api/use-end-session';
import { useProfile } from './api/get-profile';
import { AccountMenu } from './components/account-menu';
import { BookingsTab } from './components/bookings-tab';
import { BusinessInfoCard } from './components/business-info-card';
import { PersonalInfoCard } from './components/personal-info-card';
import { ProfileSummary } from './components/profile-summary';
import { ToursTab } from './components/tours-tab';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './texts';
import { ACCOUNT_TOURS_TEXTS } from './tours-texts';

type TTab = 'profile' | 'bookings' | 'tours';

function tabOf(value: string | null, withTours: boolean): TTab {
  if (value === 'tours' && withTours) return 'tours';
  return value === 'bookings' ? 'bookings' : 'profile';
}

function ProfileTab({ profile }: { profile: TProfile }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const endSession = useEndSession();
  return (
    <div className="grid gap-6">
      <PersonalInfoCard profile={profile} />
      {profile.role === 'wholesale_owner' ? <BusinessInfoCard /> : null}
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => void endSession('signed-out')}>
          <LogOut className="size-4" aria-hidden />
          {T.signOut}
        </Button>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const T = useTexts(ACCOUNT_TEXTS);
  return (
    <div className="grid gap-6" role="status" aria-label={T.tabs.profile}>
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}

/**
 * /account: Profile and Bookings tabs (?tab=bookings opens the second), Tours for operators
 * (?tab=tours; &submitted={pendingTourId} announces a tour just submitted) and the role's side menu.
 */
export function AccountPage() {
  const T = useTexts(ACCOUNT_TEXTS);
  const toursTexts = useTexts(ACCOUNT_TOURS_TEXTS);
  const { user } = useSession();
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const withTours = user ? canSeeOwnTours(user.role) : false;
  const tab = tabOf(searchParams.get('tab'), withTours);
  if (!user) return null;

  const selectTab = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'bookings' || value === 'tours') next.set('tab', value);
        else next.delete('tab');
        if (value !== 'tours') next.delete('submitted');
        return next;
      },
      { replace: true },
    );
  };

  const dismissSubmitted = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('submitted');
        return next;
      },
      { replace: true },
    );
  };

  // The session already knows the essentials: the page does not wait for the profile to show them.
  const summary = profile.data ?? user;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{`${T.title} · ${BRAND.name}`}</title>
      <header className="mb-8 grid gap-1">
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{T.title}</h1>
        <p className="text-muted-foreground">{T.subtitle}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <AccountMenu user={user} />
        </aside>
        <div className="grid min-w-0 content-start gap-6">
          <ProfileSummary
            username={summary.username}
            email={summary.email}
            role={summary.role}
            createdAt={summary.createdAt}
          />
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label={T.tabsLabel} className={withTours ? 'sm:w-[30rem]' : 'sm:w-80'}>
              <TabsTrigger value="profile">
                <UserRound className="size-4" aria-hidden />
                {T.tabs.profile}
              </TabsTrigger>
              <TabsTrigger value="bookings">
                <CalendarCheck className="size-4" aria-hidden />
                {T.tabs.bookings}
              </TabsTrigger>
              {withTours ? (
                <TabsTrigger value="tours">
                  <MapIcon className="size-4" aria-hidden />
                  {toursTexts.tab}
                </TabsTrigger>
              ) : null}
            </TabsList>
            <TabsContent value="profile">
              {profile.isPending ? (
                <ProfileSkeleton />
              ) : profile.isError ? (
                <Alert variant="destructive" title={T.loadFailed}>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
                    {T.retry}
                  </Button>
                </Alert>
              ) : (
                <ProfileTab profile={profile.data} />
              )}
            </TabsContent>
            <TabsContent value="bookings">
              <BookingsTab />
            </TabsContent>
            {withTours ? (
              <TabsContent value="tours">
                <ToursTab
                  submittedId={searchParams.get('submitted')}
                  onDismissSubmitted={dismissSubmitted}
                  canEditTours={canAccess('editTour', { role: user.role, hasCompany: user.hasCompany })}
                />
              </TabsContent>
            ) : null}
          </Tabs>
        </div>
      </div>
    </div>
  );
}
