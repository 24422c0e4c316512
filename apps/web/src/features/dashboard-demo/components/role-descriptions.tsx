import { DEMO_ROLE_DESCRIPTIONS, type TRole } from '@tour/shared';
import { cn } from '../../../lib/cn';
import { useTexts } from '../../../lib/i18n/texts';
import { DASHBOARD_DEMO_TEXTS } from '../texts';

/** Which of the spec's role descriptions is a role's (the legacy wholesaler reads as the wholesale owner). */
const DESCRIPTION_OF: Record<TRole, (typeof DEMO_ROLE_DESCRIPTIONS)[number]['role']> = {
  admin: 'Admin',
  wholesale_owner: 'Wholesale Owner',
  wholesale_seller: 'Wholesaler',
  agent: 'Agent',
  registered_customer: 'Customer',
  customer: 'Customer',
};

/** The role descriptions list (3-admin.md section 2), the user's own marked. */
export function RoleDescriptions({ role }: { role: TRole }) {
  const T = useTexts(DASHBOARD_DEMO_TEXTS).roles;
  return (
    <section className="grid gap-3" aria-labelledby="demo-roles-heading">
      <h2 id="demo-roles-heading" className="text-lg font-semibold text-ink">
        {T.heading}
      </h2>
      <ul className="grid divide-y rounded-xl border bg-card shadow-xs" data-testid="role-descriptions">
        {DEMO_ROLE_DESCRIPTIONS.map((spec, index) => {
          const entry = T.descriptions[index] ?? spec;
          const mine = DESCRIPTION_OF[role] === spec.role;
          return (
            <li
              key={spec.role}
              className={cn('grid gap-0.5 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4', mine && 'bg-accent/50')}
              aria-current={mine ? 'true' : undefined}
            >
              <span className="font-medium text-ink">
                {entry.role}
                {mine ? <span className="ml-2 text-xs font-normal text-primary">({T.current})</span> : null}
              </span>
              <span className="text-sm text-muted-foreground">{entry.description}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
