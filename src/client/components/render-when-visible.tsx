import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

type RenderWhenVisibleProps = {
  /** The space the content will take, kept by the placeholder so nothing below moves when it arrives. */
  minHeight: string;
  /** How far outside the viewport loading starts, so the content is usually there before it is seen. */
  rootMargin?: string;
  children: ReactNode;
};

/**
 * Renders its children, and so loads the code of any `React.lazy` component among them, only once its place
 * comes near the viewport. The pre-render and the first client render both show the placeholder, so
 * hydration matches and a heavy demo costs nothing until the reader scrolls to it.
 */
export function RenderWhenVisible({ minHeight, rootMargin = '300px 0px', children }: RenderWhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const reserved = <div ref={placeholder} aria-hidden style={{ minHeight }} />;
  if (!visible) return reserved;
  return <Suspense fallback={reserved}>{children}</Suspense>;
}
