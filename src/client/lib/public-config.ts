import { defaultPublicConfig, publicConfigMetaName, type PublicConfig } from '@/shared/public-config';

let cached: PublicConfig | undefined;

/** The server's runtime settings, read once from index.html's meta tag (or as the pre-render set them). */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return defaultPublicConfig;
  const content = document.querySelector(`meta[name="${publicConfigMetaName}"]`)?.getAttribute('content');
  try {
    cached = { ...defaultPublicConfig, ...(content ? (JSON.parse(content) as Partial<PublicConfig>) : {}) };
  } catch {
    cached = defaultPublicConfig;
  }
  return cached;
}

/** The build-time pre-render has no meta tag: it renders each page once per variant of the settings. */
export function setPublicConfigForPrerender(config: PublicConfig) {
  cached = config;
}
