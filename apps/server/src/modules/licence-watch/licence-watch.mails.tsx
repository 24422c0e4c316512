/** @jsxRuntime automatic */
import { BOOKINGS_PAUSED_MESSAGE, formatCalendarDate, licenceName } from '@tour/shared';
import type { TOutgoingMail } from '../../adapters/mail/mail-outbox';
import { MailFacts, MailLayout, MailLink, renderMailHtml } from '../mail/mail-layout';

type TLicenceMail = {
  to: string;
  username: string;
  licenseId: string;
  documentType: string;
  companyName: string;
  appName: string;
  panelUrl: string;
};

type TLicenceMailContent = TLicenceMail & { kind: string; subject: string; paragraphs: string[] };

function licenceMail(input: TLicenceMailContent): TOutgoingMail {
  const lines = licenceLines(input);
  return {
    kind: input.kind,
    to: input.to,
    subject: input.subject,
    text: `Hello ${input.username},\n\n${input.paragraphs.join('\n\n')}\n\n${lines.join('\n')}\n\nCompany Management: ${input.panelUrl}\n\n${input.appName}\n`,
    html: renderMailHtml(<LicenceMail {...input} />),
  };
}

function licenceLines(input: TLicenceMail) {
  return [`Licence: ${licenceName(input, 'en')}`, `Company: ${input.companyName}`];
}

function LicenceMail(props: TLicenceMailContent) {
  return (
    <MailLayout title={props.subject} appName={props.appName}>
      <p>{`Hello ${props.username},`}</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <MailFacts lines={licenceLines(props)} />
      <MailLink href={props.panelUrl}>Company Management</MailLink>
    </MailLayout>
  );
}

export function licenceReminderMail(input: TLicenceMail & { days: number; expiryDate: string }): TOutgoingMail {
  return licenceMail({
    ...input,
    kind: `licence_expiry_reminder_${input.days}`,
    subject: `Your ${licenceName(input, 'en')} expires in ${input.days} days`,
    paragraphs: [
      `Your licence expires on ${formatCalendarDate(input.expiryDate)}, in ${input.days} days or less.`,
      'Renew it with the licensing authority and upload the renewed licence in Company Management. If it expires, your tours stop taking new bookings until the renewed licence is verified; existing bookings are not affected.',
    ],
  });
}

export function licenceExpiredMail(input: TLicenceMail & { expiryDate: string }): TOutgoingMail {
  return licenceMail({
    ...input,
    kind: 'licence_expired',
    subject: `Your ${licenceName(input, 'en')} has expired: new bookings are paused`,
    paragraphs: [
      `Your licence expired on ${formatCalendarDate(input.expiryDate)}. ${BOOKINGS_PAUSED_MESSAGE}`,
      'Existing bookings stand. Upload the renewed licence in Company Management; bookings resume as soon as it is verified.',
    ],
  });
}

export function licenceApprovedMail(input: TLicenceMail): TOutgoingMail {
  return licenceMail({
    ...input,
    kind: 'licence_approved',
    subject: `Your ${licenceName(input, 'en')} has been approved`,
    paragraphs: [
      'An administrator reviewed your licence document and approved it. Your tours can now be approved to go live.',
    ],
  });
}

export function licenceRejectedMail(input: TLicenceMail & { reason: string }): TOutgoingMail {
  return licenceMail({
    ...input,
    kind: 'licence_rejected',
    subject: `Your ${licenceName(input, 'en')} was not approved`,
    paragraphs: [
      'An administrator reviewed your licence documents and did not approve them.',
      `Reason: ${input.reason}`,
      'You can send the documents again from Company Management.',
    ],
  });
}
