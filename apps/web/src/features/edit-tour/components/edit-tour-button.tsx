import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { paths } from '@tour/shared';
import { Button, type TButtonProps } from '../../../components/ui/button';

/** Kept out of the edit screen's texts: those bring the edit schemas, and this button sits on other pages. */
const LABEL = 'Edit tour';

/** The one way into the edit screen (2-operator.md section 7), from the account's Tours tab or a tour's page. */
export function EditTourButton({ slug, variant, size }: { slug: string } & Pick<TButtonProps, 'variant' | 'size'>) {
  return (
    <Button asChild size={size} variant={variant}>
      <Link to={paths.editTour.href({ slug })}>
        <Pencil className="size-4" aria-hidden />
        {LABEL}
      </Link>
    </Button>
  );
}
