import { useLayoutEffect, useState } from 'react';

/** The CSS size of an element (given by the `setElement` callback ref), measured before first paint (by a ResizeObserver, which reports after layout). */
export function useElementSize<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    // The observer reports the first size too, after layout and before paint, when measuring is free; measured
    // here instead, each element would force a layout of a page still being built (one per row of a home page).
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { setElement, ...size };
}
