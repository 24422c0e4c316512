import { createElement, lazy, type ComponentType } from 'react';

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

/** The code of the parts that may be a server-rendered page's first screen (firstScreenPart), by part name. */
const firstScreenParts = new Map<string, () => Promise<unknown>>();

/**
 * A part with code of its own that the server may render as a page's first screen (a tour's Not Found, say). React
 * keeps such markup dead until its code arrives, and a tap on it meanwhile is lost; so when the server's page has the
 * part (an element with `data-part={name}`), main.tsx loads the code before hydrating (loadServerRenderedParts) and
 * the part renders at once. Elsewhere it loads when first rendered, like React.lazy.
 */
export function firstScreenPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  firstScreenParts.set(name, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module level, as React.lazy is.
  return function FirstScreenPart(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
}

/** Loads the code of the first-screen parts the server's page has (see firstScreenPart); run after the route's code. */
export async function loadServerRenderedParts(): Promise<void> {
  const onPage = [...firstScreenParts].filter(([name]) => document.querySelector(`[data-part="${name}"]`) !== null);
  await Promise.all(onPage.map(([, load]) => load()));
}
