import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` until this place comes near the viewport, then `children`. Lazy code below the
 * fold (forms and their schemas) then stays out of the first screen's JavaScript.
 */
export function WhenVisible({
  children,
  fallback,
  rootMargin = '300px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  rootMargin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return <div ref={place}>{near ? children : fallback}</div>;
}
