import { afterAll, beforeAll, describe } from 'vitest';
import {
  CookieJar,
  browse,
  expectPage,
  expectRedirect,
  formAction,
} from '../../../tests/support/oidc-browser';
import { startOidcProvider, type OidcProviderHandle } from '../../../tests/support/oidc-provider';
import { cookieHeader, withCookie } from './auth-helpers';
import { createTestApp, databaseTargets, jsonRequest, testOrigin, type TestApp } from './test-app';

const client = { clientId: 'tessera-api-test', clientSecret: 'tessera-api-test-secret' };

/** Runs a suite once per database against a test app whose Google is the local OpenID Connect provider. */
export function describeWithGoogle(
  name: string,
  suite: (context: () => TestApp) => void,
  overrides: Record<string, string> = {},
) {
  for (const target of databaseTargets) {
    describe(`${name} [${target}]`, () => {
      let provider: OidcProviderHandle;
      let testApp: TestApp;
      beforeAll(async () => {
        provider = await startOidcProvider({
          ...client,
          redirectUris: [`${testOrigin}/api/auth/callback/google`],
        });
        testApp = await createTestApp(target, {
          GOOGLE_ISSUER: provider.issuer,
          GOOGLE_CLIENT_ID: client.clientId,
          GOOGLE_CLIENT_SECRET: client.clientSecret,
          ...overrides,
        });
      });
      afterAll(async () => {
        await testApp?.close();
        await provider?.stop();
      });
      suite(() => testApp);
    });
  }
}

/**
 * Follows a Google start (sign-in or link) as a browser would: signs in at the provider with this email and brings
 * its answer back to the app's callback, with the cookies the start set. Answers the callback's response.
 */
export async function completeAtGoogle(testApp: TestApp, start: Response, email: string, cookie = '') {
  const { url } = (await start.json()) as { url: string };
  const issuer = new URL(url).origin;
  const jar = new CookieJar();
  const login = expectPage(await browse(jar, issuer, url));
  const callback = expectRedirect(
    await browse(jar, issuer, new URL(formAction(login.html, 'Sign in'), login.url).href, {
      method: 'POST',
      form: { email },
    }),
  );
  const stateCookie = [cookie, cookieHeader(start)].filter(Boolean).join('; ');
  return testApp.app.request(`${callback.pathname}${callback.search}`, withCookie(stateCookie));
}

/** Signs in with Google as a browser would, from asking the app for the provider's URL to the callback. */
export async function signInWithGoogle(testApp: TestApp, email: string, cookie = '') {
  const start = await testApp.app.request(
    '/api/auth/sign-in/social',
    withCookie(
      cookie,
      jsonRequest('POST', {
        provider: 'google',
        callbackURL: '/auth/callback',
        newUserCallbackURL: '/auth/callback',
        errorCallbackURL: '/auth/callback',
      }),
    ),
  );
  const response = await completeAtGoogle(testApp, start, email, cookie);
  return { response, cookie: cookieHeader(response), location: response.headers.get('location') };
}
