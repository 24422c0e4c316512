import { cn } from '../lib/cn';

export function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const [first = '?', second] = parts;
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase();
}

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-ink text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
