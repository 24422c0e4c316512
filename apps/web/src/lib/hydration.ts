/** The address of the page the server rendered, while the app shows it (main.tsx says so before it hydrates). */
let serverRendered: string | null = null;

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

export function markServerRendered(): void {
  serverRendered = currentAddress();
}

/**
 * React hydrates a part below the fold after the rest, so this holds for as long as the page is the server's. On the
 * server itself (no window) it does not: the server renders every part at once.
 */
function onServerRenderedPage(): boolean {
  return typeof window !== 'undefined' && serverRendered === currentAddress();
}

function nearViewport(elementId: string, rootMargin: string): Promise<void> {
  const element = document.getElementById(elementId);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}

/**
 * The code of a part the server rendered below the fold (React.lazy's loader): while the app takes over a
 * server-rendered page, it loads as the part (the element `elementId`) comes near the viewport, and React keeps the
 * server's markup in place until then; its links work meanwhile. Rendered in the browser, it loads at once.
 */
export function loadWhenNear<T>(elementId: string, load: () => Promise<T>, rootMargin = '300px'): () => Promise<T> {
  return () => (onServerRenderedPage() ? nearViewport(elementId, rootMargin) : Promise.resolve()).then(load);
}
