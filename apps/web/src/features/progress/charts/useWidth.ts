import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes: the charts draw at their real size so
 * that their text stays legible from a 390 px phone to a desktop (a scaled viewBox would shrink it).
 */
export function useWidth<T extends HTMLElement>(initial = 600): [React.RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || initial);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width];
}
