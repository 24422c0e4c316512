import type { TLanguage } from '@tour/shared';
import { formatMoney, formatMoneyWhole } from '../../lib/money';

/** A dashboard's THB figure: without decimals (3-admin.md section 9). */
export function formatThb(satang: number, language: TLanguage): string {
  return formatMoneyWhole(satang, 'THB', language);
}

/** An amount in its own currency; THB, the dashboards' currency, without decimals. */
export function formatDashboardMoney(amount: number, currency: string, language: TLanguage): string {
  return currency.toUpperCase() === 'THB' ? formatThb(amount, language) : formatMoney(amount, currency, language);
}
