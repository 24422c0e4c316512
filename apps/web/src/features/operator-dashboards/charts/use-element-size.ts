import { useCallback, useRef, useState } from 'react';

/** The size of an element as it is laid out, followed as the window or the layout changes. */
export function useElementSize<T extends HTMLElement>(): [
  (element: T | null) => void,
  { width: number; height: number },
] {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((size) =>
        size.width === Math.floor(width) && size.height === Math.floor(height)
          ? size
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    const box = element.getBoundingClientRect();
    measure(box.width, box.height);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}
