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

// Browsers drop tabs and newlines from an address and read `\` as `/`: each of these is `//elsewhere.example`.
it.each([
  '/\t/elsewhere.example/app',
  '/\n/elsewhere.example',
  '/\r\\elsewhere.example',
  '/\t\\elsewhere.example',
])('never leads off the site, however the slashes are disguised: %j', (path) => {
  rememberRedirect(path);
  expect(takeRedirect()).toBeNull();
});

it('keeps a page of ours with its query and section', () => {
  rememberRedirect('/invite/abc?email=a%40b.example#join');
  expect(takeRedirect()).toBe('/invite/abc?email=a%40b.example#join');
});
