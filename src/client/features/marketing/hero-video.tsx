import { useEffect, useRef } from 'react';
import { getPublicConfig } from '@/client/lib/public-config';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const poster = '/media/hero-poster.webp';

/** The muted, looping background of the home page over its poster; still for reduced motion. */
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

  // The poster is also an <img> under the video: it is the page's largest paint, and only an image can be
  // fetched at high priority. The video's own `poster` then comes from the cache.
  return (
    <>
      <img
        className="absolute inset-0 size-full object-cover"
        src={poster}
        width={960}
        height={540}
        alt=""
        fetchPriority="high"
        loading="eager"
        decoding="async"
      />
      <video
        ref={video}
        className="absolute inset-0 size-full object-cover"
        src={getPublicConfig().heroVideoUrl}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden
        tabIndex={-1}
      />
    </>
  );
}
