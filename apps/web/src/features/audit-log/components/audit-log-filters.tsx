import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Filter, X } from 'lucide-react';
import { type TAuditLogPage, ZAuditLogQuery, type TAuditLogQuery, type TAuditLogQueryInput } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useTexts } from '../../../lib/i18n/texts';
import { filtersOf, type TAuditLogFilters } from '../audit-log-search';
import { actionLabel, AUDIT_LOG_TEXTS, targetKind } from '../texts';

type TAuditLogFiltersProps = {
  query: TAuditLogQuery;
  /** What the log holds so far: the filters' choices. */
  choices: Pick<TAuditLogPage, 'actions' | 'actors' | 'targetTypes'>;
  onApply: (filters: TAuditLogFilters) => void;
};

/** The current value first when the log does not offer it (an address typed by hand), so it stays shown. */
function withCurrent<T>(
  options: readonly T[],
  current: string,
  keyOf: (option: T) => string,
  make: (value: string) => T,
) {
  return current && !options.some((option) => keyOf(option) === current) ? [make(current), ...options] : options;
}

/**
 * Actor, action and target type chosen from what the log holds, and Bangkok days; checked by the same schema
 * as the server's query. A target is chosen from the log itself (History), never typed.
 */
export function AuditLogFilters({ query, choices, onApply }: TAuditLogFiltersProps) {
  const texts = useTexts(AUDIT_LOG_TEXTS);
  const T = texts.filters;
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
  const actions = withCurrent(
    choices.actions,
    current.action,
    (action) => action,
    (action) => action,
  );
  const actors = withCurrent(
    choices.actors,
    current.actor,
    (actor) => actor.id,
    (actor) => ({ id: actor, email: actor }),
  );
  const targetTypes = withCurrent(
    choices.targetTypes,
    current.targetType,
    (type) => type,
    (type) => type,
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={T.label}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3 sm:p-5"
      data-testid="audit-log-filters"
    >
      <FormField id="audit-actor" label={T.actor} error={errors.actor?.message}>
        <NativeSelect id="audit-actor" {...form.register('actor')}>
          <option value="">{T.anyActor}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="audit-action" label={T.action} error={errors.action?.message}>
        <NativeSelect id="audit-action" {...form.register('action')}>
          <option value="">{T.anyAction}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action, texts)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="audit-target-type" label={T.targetType} error={errors.targetType?.message}>
        <NativeSelect id="audit-target-type" {...form.register('targetType')}>
          <option value="">{T.anyTargetType}</option>
          {targetTypes.map((type) => (
            <option key={type} value={type}>
              {targetKind(type, texts).label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="audit-from" label={T.from} error={errors.from?.message}>
        <Input id="audit-from" type="date" {...form.register('from')} />
      </FormField>
      <FormField id="audit-to" label={T.to} error={errors.to?.message}>
        <Input id="audit-to" type="date" {...form.register('to')} />
      </FormField>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-3 lg:justify-end">
        <p className="mr-auto text-xs text-muted-foreground">{T.zoneNote}</p>
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
