import { Suspense, lazy, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import type { TSessionUser } from '@tour/shared';
import { Button } from '../../components/ui/button';
import { APP_TEXTS } from '../texts';
import { useTexts } from '../../lib/i18n/texts';

const loadMobileMenu = () => import('./mobile-menu');
// The panel's dialog code loads when a phone user reaches for the menu, not with every page.
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The hamburger; its panel is loaded on first use. */
export function MobileMenuLauncher({ user, signInPath }: { user: TSessionUser | null; signInPath: string }) {
  const texts = useTexts(APP_TEXTS);
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={texts.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenu
            user={user}
            signInPath={signInPath}
            isOpen={isOpen}
            setIsOpen={setIsOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
