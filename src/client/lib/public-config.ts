import { defaultPublicConfig, publicConfigMetaName, type PublicConfig } from '@/shared/public-config';

let cached: PublicConfig | undefined;

/** The server's runtime settings, read once from index.html's meta tag. */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  const content = document.querySelector(`meta[name="${publicConfigMetaName}"]`)?.getAttribute('content');
  try {
    cached = { ...defaultPublicConfig, ...(content ? (JSON.parse(content) as Partial<PublicConfig>) : {}) };
  } catch {
    cached = defaultPublicConfig;
  }
  return cached;
}
