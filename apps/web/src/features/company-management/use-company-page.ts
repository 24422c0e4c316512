import { useReducer } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TCompanySummary } from '@tour/shared';
import { getErrorMessage } from '../../lib/api-client';
import { useMessage } from '../../lib/i18n/messages';
import { useTexts } from '../../lib/i18n/texts';
import { toast } from '../../lib/toast';
import { useResubmitLicence } from './api/company-management';
import { COMPANY_TEXTS } from './texts';

export type TCompanyTab = 'overview' | 'directors' | 'documents' | 'complaints' | 'history';

type TState = { tab: TCompanyTab; tabOf: string | null };
type TAction = { type: 'tab'; tab: TCompanyTab; companyId: string | null };

/** The open tab belongs to the company it was opened on: another company starts on its overview. */
export function companyPageReducer(state: TState, action: TAction): TState {
  if (action.type === 'tab') return { tab: action.tab, tabOf: action.companyId };
  return state;
}

export function tabFor(state: TState, companyId: string | null): TCompanyTab {
  return state.tabOf === companyId ? state.tab : 'overview';
}

/** The company chosen in the address (?company=), else the first of the list. */
export function selectedCompanyId(companies: TCompanySummary[], requested: string | null): string | null {
  if (requested && companies.some((company) => company.id === requested)) return requested;
  return companies[0]?.id ?? null;
}

/** The panel's state: which company and tab are open, and the resubmission with its progress and failure. */
export function useCompanyPage(companies: TCompanySummary[]) {
  const T = useTexts(COMPANY_TEXTS);
  const say = useMessage();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(companyPageReducer, { tab: 'overview', tabOf: null });
  const companyId = selectedCompanyId(companies, search.get('company'));
  const resubmission = useResubmitLicence();

  const resubmit = (licenseId: string) => {
    if (!companyId || resubmission.isPending) return;
    resubmission.mutate(
      { companyId, licenseId },
      {
        onSuccess: (result) => void navigate(result.redirectTo),
        // The spec's 'เกิดข้อผิดพลาด', with the server's reason when it gave one.
        onError: (error) =>
          toast.error(T.resubmit.failed, { description: say(getErrorMessage(error, '')) || undefined }),
      },
    );
  };

  return {
    companyId,
    tab: tabFor(state, companyId),
    setTab: (tab: TCompanyTab) => dispatch({ type: 'tab', tab, companyId }),
    resubmitting: resubmission.isPending,
    resubmit,
  };
}
