import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

type TRowActionProps = {
  /** The accessible name: the action and the row it acts on. */
  label: string;
  /** The short visible text. */
  text: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
} & (
  | { to: string; href?: never; onClick?: never }
  | { href: string; to?: never; onClick?: never }
  | {
      onClick: () => void;
      to?: never;
      href?: never;
    }
);

/** One of a row's actions: an icon with a short text (the icon alone in the wide table), the row's name in its accessible name. */
export function RowAction({ label, text, icon: Icon, to, href, onClick }: TRowActionProps) {
  const content: ReactNode = (
    <>
      <Icon className="size-4" aria-hidden />
      {/* In the wide table the icons stand alone (the title names them); cards have room for the word. */}
      <span className="xl:sr-only">{text}</span>
    </>
  );
  if (to !== undefined) {
    return (
      <Button asChild variant="outline" size="sm" className="xl:px-2">
        <Link to={to} aria-label={label} title={label}>
          {content}
        </Link>
      </Button>
    );
  }
  if (href !== undefined) {
    return (
      <Button asChild variant="outline" size="sm" className="xl:px-2">
        <a href={href} aria-label={label} title={label}>
          {content}
        </a>
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" className="xl:px-2" onClick={onClick} aria-label={label} title={label}>
      {content}
    </Button>
  );
}
