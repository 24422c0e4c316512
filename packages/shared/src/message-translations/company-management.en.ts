import { COMPANY_MESSAGES } from '../company-management';
import { messageTranslation } from '../message-translation';
import { MESSAGES_TRANSLATION } from './errors.th';

export const COMPANY_MESSAGES_TRANSLATION = messageTranslation({
  th: COMPANY_MESSAGES,
  en: {
    loginRequired: 'You need to sign in first',
    noPermission: MESSAGES_TRANSLATION.en.noPermission,
    permissionsUnverified: MESSAGES_TRANSLATION.en.permissionsUnverified,
    loadFailed: 'Could not load the company data',
    resubmitting: 'Resubmitting the documents',
    resubmitFailed: 'Something went wrong',
    companyNotFound: 'Company not found',
    licenceNotOfCompany: 'This licence does not belong to this company',
    resubmitOwnOnly: "Only this company's users can resubmit its documents",
  },
});
