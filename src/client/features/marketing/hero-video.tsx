import { useEffect, useRef } from 'react';
import { getPublicConfig } from '@/client/lib/public-config';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The muted, looping background of the home page; still (poster only) for reduced motion. */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const query = window.matchMedia(reducedMotion);
    const sync = () => {
      if (query.matches) element.pause();
      else void element.play().catch(() => {});
    };
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, []);

  return (
    <video
      ref={video}
      className="absolute inset-0 size-full object-cover"
      src={getPublicConfig().heroVideoUrl}
      poster="/media/hero-poster.webp"
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden
      tabIndex={-1}
    />
  );
}
