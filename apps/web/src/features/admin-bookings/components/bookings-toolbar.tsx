import { useEffect, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useNavigation } from 'react-router';
import { BOOKING_PAYMENT_STATUSES, BOOKING_STATUS_VALUES, type TAdminBookingsQuery } from '@tour/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { hasFilters, type TAdminBookingsFilters } from '../admin-bookings-search';
import { ADMIN_BOOKINGS_TEXTS } from '../texts';

const T = ADMIN_BOOKINGS_TEXTS.list.search;
const METHODS = ['credit_card', 'promptpay', 'bank_transfer', 'pay_later'] as const;

/** Typing pauses this long before the address (and so the list) follows. */
const SEARCH_DEBOUNCE_MS = 300;

type TBookingsToolbarProps = {
  filters: TAdminBookingsFilters;
  onChange: (next: Partial<TAdminBookingsFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The search, debounced into the address, and the filters, each applied at once. */
export function BookingsToolbar({ filters, onChange, onClear }: TBookingsToolbarProps) {
  const id = useId();
  const [text, setText] = useState(filters.q ?? '');
  const applied = filters.q ?? '';
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A booking opened while the typed search waits: the open wins, the search must not pull the list back.
  const navigation = useNavigation();
  const navigatingRef = useRef(false);
  navigatingRef.current = navigation.state !== 'idle';

  // The address is the truth: Back, Forward and a shared link set the box.
  useEffect(() => setText((current) => (current.trim() === applied ? current : applied)), [applied]);

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = window.setTimeout(() => {
      if (!navigatingRef.current) onChangeRef.current({ q: text }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  return (
    <div className="grid gap-3" data-testid="bookings-toolbar">
      <search className="relative min-w-0">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={T.label}
          placeholder={T.placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            aria-label={T.clear}
            onClick={() => {
              setText('');
              onChange({ q: undefined });
            }}
          >
            <X className="size-4" aria-hidden />
          </Button>
        ) : null}
      </search>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,10rem)_minmax(0,10rem)_auto] lg:items-end">
        <NativeSelect
          aria-label={T.status}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as TAdminBookingsQuery['status'] })}
        >
          <option value="">{T.anyStatus}</option>
          {BOOKING_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_BOOKINGS_TEXTS.statuses[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={T.paymentStatus}
          value={filters.paymentStatus ?? ''}
          onChange={(event) =>
            onChange({ paymentStatus: (event.target.value || undefined) as TAdminBookingsQuery['paymentStatus'] })
          }
        >
          <option value="">{T.anyPaymentStatus}</option>
          {BOOKING_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_BOOKINGS_TEXTS.paymentStatuses[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={T.method}
          value={filters.method ?? ''}
          className="col-span-2 lg:col-span-1"
          onChange={(event) => onChange({ method: (event.target.value || undefined) as TAdminBookingsQuery['method'] })}
        >
          <option value="">{T.anyMethod}</option>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {ADMIN_BOOKINGS_TEXTS.methods[method]}
            </option>
          ))}
        </NativeSelect>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
            {T.departureFrom}
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.departureFrom ?? ''}
            max={filters.departureTo}
            onChange={(event) => onChange({ departureFrom: event.target.value || undefined })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
            {T.departureTo}
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.departureTo ?? ''}
            min={filters.departureFrom}
            onChange={(event) => onChange({ departureTo: event.target.value || undefined })}
          />
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" className="col-span-2 justify-self-start lg:col-span-1" onClick={onClear}>
            <X className="size-4" aria-hidden />
            {T.clearFilters}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
