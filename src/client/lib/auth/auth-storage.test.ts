import { expect, it } from 'vitest';
import { rememberRedirect, takeRedirect } from './auth-storage';

it('gives back a remembered page of ours once', () => {
  rememberRedirect('/settings/profile?tab=links');
  expect(takeRedirect()).toBe('/settings/profile?tab=links');
  expect(takeRedirect()).toBeNull();
});

it.each([
  '//elsewhere.example/app',
  '/\\elsewhere.example',
  'https://elsewhere.example',
  'javascript:alert(1)',
])('never leads off the site: %s', (path) => {
  rememberRedirect(path);
  expect(takeRedirect()).toBeNull();
});
