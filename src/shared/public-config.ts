/** Runtime settings the browser needs before its first request, carried in a meta tag of index.html. */
export type PublicConfig = {
  heroVideoUrl: string;
};

export const publicConfigMetaName = 'tessera-config';

export const defaultPublicConfig: PublicConfig = {
  heroVideoUrl: '/media/hero.mp4',
};
