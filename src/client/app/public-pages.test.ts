import { expect, it } from 'vitest';
import { prerenderedPaths } from '@/shared/prerender';
import { publicPageAt, publicPages } from './public-pages';

it('lists exactly the pages the build pre-renders and the server answers with their HTML', () => {
  expect(Object.keys(publicPages).sort()).toEqual([...prerenderedPaths].sort());
});

it('finds a public page by its exact path only', () => {
  expect(publicPageAt('/login')).toBeDefined();
  expect(publicPageAt('/login/two-factor')).toBeUndefined();
  expect(publicPageAt('/app')).toBeUndefined();
  expect(publicPageAt('toString')).toBeUndefined();
});
