/** @jsxRuntime automatic */
import { BOOKINGS_PAUSED_MESSAGE, formatCalendarDate, licenceName, type TLanguage } from '@tour/shared';
import { translateMessage } from '@tour/shared/message-translations';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';
import { LICENCE_WATCH_MAIL_TEXTS } from './licence-watch.mail-texts';

type TLicenceMail = {
  to: string;
  username: string;
  licenseId: string;
  documentType: string;
  companyName: string;
  appName: string;
  panelUrl: string;
  /** The recipient's: their profile's language, else English (issue 27). */
  language: TLanguage;
};

type TLicenceMailContent = TLicenceMail & { kind: string; subject: string; paragraphs: string[] };

function licenceMail(input: TLicenceMailContent): TOutgoingMail {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language];
  const lines = licenceLines(input);
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `${T.greeting(input.username)}\n\n${input.paragraphs.join('\n\n')}\n\n${lines.join('\n')}\n\n${T.panel}: ${input.panelUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(<LicenceMail {...input} />),
  };
}

function licenceLines(input: TLicenceMail) {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language];
  return [T.licence(licenceName(input, input.language)), T.company(input.companyName)];
}

function LicenceMail(props: TLicenceMailContent) {
  const T = LICENCE_WATCH_MAIL_TEXTS[props.language];
  return (
    <MailLayout title={props.subject} appName={props.appName} language={props.language}>
      <p>{T.greeting(props.username)}</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailFacts lines={licenceLines(props)} />
      <MailLink href={props.panelUrl}>{T.panel}</MailLink>
    </MailLayout>
  );
}

export function licenceReminderMail(input: TLicenceMail & { days: number; expiryDate: string }): TOutgoingMail {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language].reminder;
  return licenceMail({
    ...input,
    kind: `licence_expiry_reminder_${input.days}`,
    subject: T.subject(licenceName(input, input.language), input.days),
    paragraphs: [T.expires(formatCalendarDate(input.expiryDate, input.language), input.days), T.renew],
  });
}

export function licenceExpiredMail(input: TLicenceMail & { expiryDate: string }): TOutgoingMail {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language].expired;
  return licenceMail({
    ...input,
    kind: 'licence_expired',
    subject: T.subject(licenceName(input, input.language)),
    paragraphs: [
      T.expired(
        formatCalendarDate(input.expiryDate, input.language),
        translateMessage(BOOKINGS_PAUSED_MESSAGE, input.language),
      ),
      T.renew,
    ],
  });
}

export function licenceApprovedMail(input: TLicenceMail): TOutgoingMail {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language].approved;
  return licenceMail({
    ...input,
    kind: 'licence_approved',
    subject: T.subject(licenceName(input, input.language)),
    paragraphs: [T.body],
  });
}

/** `reason`: the administrator's, as they typed it. */
export function licenceRejectedMail(input: TLicenceMail & { reason: string }): TOutgoingMail {
  const T = LICENCE_WATCH_MAIL_TEXTS[input.language].rejected;
  return licenceMail({
    ...input,
    kind: 'licence_rejected',
    subject: T.subject(licenceName(input, input.language)),
    paragraphs: [T.body, T.reason(input.reason), T.again],
  });
}
