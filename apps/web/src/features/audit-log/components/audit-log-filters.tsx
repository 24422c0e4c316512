import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Filter, X } from 'lucide-react';
import { ZAuditLogQuery, type TAuditLogQuery, type TAuditLogQueryInput } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { filtersOf, type TAuditLogFilters } from '../audit-log-search';
import { actionLabel, AUDIT_LOG_TEXTS } from '../texts';

const T = AUDIT_LOG_TEXTS.filters;

type TAuditLogFiltersProps = {
  query: TAuditLogQuery;
  actions: readonly string[];
  onApply: (filters: TAuditLogFilters) => void;
};

/** Actor, action, target and UTC dates, checked by the same schema as the server's query. */
export function AuditLogFilters({ query, actions, onApply }: TAuditLogFiltersProps) {
  const form = useForm<TAuditLogQueryInput, unknown, TAuditLogQuery>({
    resolver: zodResolver(ZAuditLogQuery),
    defaultValues: filtersOf(query),
  });
  const { errors } = form.formState;
  const { reset } = form;
  const current = filtersOf(query);
  const currentKey = JSON.stringify(current);

  // The address is the truth: Clear, Back and Forward change it, and the form follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentKey stands for `current`, a new object each render.
  useEffect(() => reset(current), [currentKey, reset]);

  const onSubmit = form.handleSubmit((values) => onApply(filtersOf(values)));
  const choices = current.action && !actions.includes(current.action) ? [current.action, ...actions] : actions;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={T.label}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3 sm:p-5"
      data-testid="audit-log-filters"
    >
      <FormField id="audit-actor" label={T.actor} error={errors.actor?.message}>
        <Input
          id="audit-actor"
          type="search"
          autoComplete="off"
          placeholder={T.actorHint}
          {...form.register('actor')}
        />
      </FormField>
      <FormField id="audit-action" label={T.action} error={errors.action?.message}>
        <NativeSelect id="audit-action" {...form.register('action')}>
          <option value="">{T.anyAction}</option>
          {choices.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="audit-target-type" label={T.targetType} error={errors.targetType?.message}>
        <Input id="audit-target-type" autoComplete="off" placeholder="pending_tour" {...form.register('targetType')} />
      </FormField>
      <FormField id="audit-target-id" label={T.targetId} error={errors.targetId?.message}>
        <Input id="audit-target-id" autoComplete="off" {...form.register('targetId')} />
      </FormField>
      <FormField id="audit-from" label={T.from} error={errors.from?.message}>
        <Input id="audit-from" type="date" {...form.register('from')} />
      </FormField>
      <FormField id="audit-to" label={T.to} error={errors.to?.message}>
        <Input id="audit-to" type="date" {...form.register('to')} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <Button type="button" variant="outline" onClick={() => onApply(filtersOf(ZAuditLogQuery.parse({})))}>
          <X className="size-4" aria-hidden />
          {T.clear}
        </Button>
        <Button type="submit">
          <Filter className="size-4" aria-hidden />
          {T.apply}
        </Button>
      </div>
    </form>
  );
}
