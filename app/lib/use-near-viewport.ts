import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true. Heavy
 * enhancements (a slider library, a chart library) start then instead of at hydration, so a long
 * page does not pay for what the visitor has not scrolled to. True at once without
 * IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element>, rootMargin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
