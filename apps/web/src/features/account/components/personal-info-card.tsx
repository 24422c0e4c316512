import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { Pencil, Save } from 'lucide-react';
import type { z } from 'zod';
import { formatPhone, splitMobileNumber, ZUpdateProfileRequest, type TProfile } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { getErrorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/language';
import { useMessage } from '../../../lib/i18n/messages';
import { ROLE_TEXTS } from '../../../lib/i18n/role-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { useUpdateProfile } from '../api/update-profile';
import { ACCOUNT_TEXTS } from '../texts';
import { ContactPreferenceField } from './contact-preference-field';
import { DetailItem } from './detail-item';
import { EmailVerificationBadge, EmailVerificationNotice } from './email-verification';
import { MobileNumberField } from './mobile-number-field';

type TFormValues = z.input<typeof ZUpdateProfileRequest>;
type TFormOutput = z.output<typeof ZUpdateProfileRequest>;

function formValuesOf(profile: TProfile): TFormValues {
  const { prefix, number } = splitMobileNumber(profile.mobileNumber);
  return {
    username: profile.username,
    mobilePrefix: prefix as TFormValues['mobilePrefix'],
    mobileNumber: number,
    marketingSubscription: profile.marketingSubscription,
    marketingPreference: profile.marketingPreference,
  };
}

/** The stored E.164 number for reading ('+66812345678' → '+66 81 234 5678'). */
function displayMobile(stored: string | null, notSet: string): string {
  return stored ? formatPhone(stored) : notSet;
}

function ProfileDetails({ profile }: { profile: TProfile }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const roles = useTexts(ROLE_TEXTS);
  const language = useLanguage();
  return (
    <div className="grid gap-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <DetailItem label={T.fields.displayName} testId="profile-display-name">
          {profile.username}
        </DetailItem>
        <DetailItem label={T.fields.email}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 break-all">{profile.email}</span>
            <EmailVerificationBadge verifiedAt={profile.emailVerifiedAt} />
          </span>
        </DetailItem>
        <DetailItem label={T.fields.mobile} testId="profile-mobile">
          {displayMobile(profile.mobileNumber, T.fields.notSet)}
        </DetailItem>
        <DetailItem label={T.fields.memberSince}>{formatLongDate(profile.createdAt, language)}</DetailItem>
        <DetailItem label={T.fields.role}>{roles[profile.role]}</DetailItem>
        <DetailItem label={T.fields.status}>
          <span className="text-success">{T.active}</span>
        </DetailItem>
      </dl>
      {profile.emailVerifiedAt ? null : <EmailVerificationNotice email={profile.email} />}
      <section aria-labelledby="profile-marketing" className="grid gap-4 border-t pt-5">
        <h3 id="profile-marketing" className="text-sm font-semibold text-ink">
          {T.marketing.title}
        </h3>
        <dl className="grid gap-5 sm:grid-cols-2">
          <DetailItem label={T.marketing.emails} testId="profile-marketing-emails">
            {profile.marketingSubscription ? T.marketing.on : T.marketing.off}
          </DetailItem>
          <DetailItem label={T.marketing.preference} testId="profile-contact-preference">
            {T.marketing.options[profile.marketingPreference]}
          </DetailItem>
        </dl>
      </section>
    </div>
  );
}

function ProfileForm({ profile, onDone }: { profile: TProfile; onDone: () => void }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const message = useMessage();
  const update = useUpdateProfile();
  const form = useForm<TFormValues, unknown, TFormOutput>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: formValuesOf(profile),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(T.personal.updated);
      onDone();
    } catch (error) {
      const reason = message(getErrorMessage(error, T.personal.updateFailed));
      toast.error(T.personal.updateFailed, { description: reason === T.personal.updateFailed ? undefined : reason });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={T.personal.title}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-username" label={T.fields.displayName} error={errors.username?.message}>
          <Input
            id="profile-username"
            autoComplete="nickname"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'profile-username-error' : undefined}
            {...form.register('username')}
          />
        </FormField>
        <FormField id="profile-email" label={T.fields.email} hint={T.fields.emailHint}>
          <Input id="profile-email" value={profile.email} readOnly aria-describedby="profile-email-hint" />
        </FormField>
        <div className="sm:col-span-2">
          <MobileNumberField
            prefix={form.register('mobilePrefix')}
            number={form.register('mobileNumber')}
            error={errors.mobileNumber?.message}
          />
        </div>
      </div>
      <section aria-labelledby="profile-marketing-edit" className="grid gap-5 border-t pt-5">
        <div className="grid gap-1">
          <h3 id="profile-marketing-edit" className="text-sm font-semibold text-ink">
            {T.marketing.title}
          </h3>
          <p className="text-sm text-muted-foreground">{T.marketing.description}</p>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor="profile-marketing-switch">{T.marketing.emails}</Label>
            <p className="text-xs text-muted-foreground">{T.marketing.emailsHint}</p>
          </div>
          <Controller
            control={form.control}
            name="marketingSubscription"
            render={({ field }) => (
              <Switch
                id="profile-marketing-switch"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <ContactPreferenceField register={form.register('marketingPreference')} />
      </section>
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {T.personal.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" decorative /> : <Save className="size-4" aria-hidden />}
          {isSubmitting ? T.personal.saving : T.personal.save}
        </Button>
      </div>
    </form>
  );
}

/** Personal information and communication preferences, read-only until Edit. */
export function PersonalInfoCard({ profile }: { profile: TProfile }) {
  const T = useTexts(ACCOUNT_TEXTS);
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{T.personal.title}</CardTitle>
          <CardDescription>{T.personal.description}</CardDescription>
        </div>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden />
            {T.personal.edit}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileDetails profile={profile} />
        )}
      </CardContent>
    </Card>
  );
}
