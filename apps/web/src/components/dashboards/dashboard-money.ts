import { formatMoney, formatMoneyWhole } from '../../lib/money';

/** A dashboard's THB figure: without decimals (3-admin.md section 9). */
export function formatThb(satang: number): string {
  return formatMoneyWhole(satang, 'THB');
}

/** An amount in its own currency; THB, the dashboards' currency, without decimals. */
export function formatDashboardMoney(amount: number, currency: string): string {
  return currency.toUpperCase() === 'THB' ? formatThb(amount) : formatMoney(amount, currency);
}
