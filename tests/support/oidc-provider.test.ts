import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, browse, expectPage, expectRedirect, formAction } from './oidc-browser';
import { claimsFor, type OidcProviderHandle, startOidcProvider, subjectFor } from './oidc-provider';

const clientId = 'tessera-test';
const clientSecret = 'tessera-test-secret';
const redirectUri = 'http://localhost:3999/api/auth/callback/google';

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  scopes_supported: string[];
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  id_token_signing_alg_values_supported: string[];
  authorization_response_iss_parameter_supported: boolean;
};

type TokenResponse = {
  access_token?: string;
  id_token?: string;
  token_type?: string;
  error?: string;
};

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

const authorizationRequest = (discovery: Discovery, extra: Record<string, string> = {}) => {
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const codeVerifier = base64url(randomBytes(32));
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return { url: url.href, state, nonce, codeVerifier };
};

describe('local OpenID Connect provider', () => {
  let provider: OidcProviderHandle;
  let discovery: Discovery;

  /** GET authorize → login page → POST the email → (auto consent) → back at the redirect URI. */
  const signIn = async (jar: CookieJar, email: string, extra: Record<string, string> = {}) => {
    const request = authorizationRequest(discovery, extra);
    const login = expectPage(await browse(jar, provider.issuer, request.url));
    expect(login.status).toBe(200);
    expect(login.html).toContain('<label for="email">Email</label>');
    let stop = await browse(
      jar,
      provider.issuer,
      new URL(formAction(login.html, 'Sign in'), login.url).href,
      {
        method: 'POST',
        form: { email },
      },
    );
    // Switching accounts in one browser goes through the provider's auto-submitted sign-out form first.
    if (stop.kind === 'page' && stop.html.includes('document.forms[0].submit()')) {
      const inputs = Object.fromEntries(
        [...stop.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, n, v]) => [
          n,
          v,
        ]),
      );
      const action = /<form method="post" action="([^"]+)"/.exec(stop.html)?.[1] ?? '';
      stop = await browse(jar, provider.issuer, new URL(action, stop.url).href, {
        method: 'POST',
        form: inputs as Record<string, string>,
      });
    }
    return { ...request, callback: expectRedirect(stop) };
  };

  const exchange = async (
    code: string,
    codeVerifier: string,
    auth: 'basic' | 'post' = 'basic',
    secret = clientSecret,
  ) => {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: codeVerifier });
    form.set('redirect_uri', redirectUri);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (auth === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    } else {
      form.set('client_id', clientId);
      form.set('client_secret', secret);
    }
    const response = await fetch(discovery.token_endpoint, { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as TokenResponse };
  };

  beforeAll(async () => {
    provider = await startOidcProvider({ clientId, clientSecret, redirectUris: [redirectUri] });
    discovery = (await (
      await fetch(`${provider.issuer}/.well-known/openid-configuration`)
    ).json()) as Discovery;
  });

  afterAll(async () => {
    await provider?.stop();
  });

  it('serves discovery on 127.0.0.1 with every endpoint on the issuer origin', () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery.issuer).toBe(provider.issuer);
    for (const endpoint of [
      discovery.authorization_endpoint,
      discovery.token_endpoint,
      discovery.userinfo_endpoint,
      discovery.jwks_uri,
    ]) {
      expect(new URL(endpoint).origin).toBe(provider.issuer);
    }
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
    expect(discovery.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('runs the authorization-code flow with PKCE and issues a signed ID token with the claims', async () => {
    const email = 'Ada.Lovelace@Example.com';
    const { callback, state, nonce, codeVerifier } = await signIn(new CookieJar(), email);

    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(provider.issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchange(code ?? '', codeVerifier, 'basic');
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');
    const idToken = tokens.body.id_token ?? '';
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256');

    const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(discovery.jwks_uri)), {
      issuer: provider.issuer,
      audience: clientId,
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({
      sub: subjectFor(email),
      email: 'ada.lovelace@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      nonce,
    });
    expect(payload.sub).toMatch(/^google-[0-9a-f]{24}$/);
    expect(payload).not.toHaveProperty('picture');

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(await userinfo.json()).toEqual(claimsFor(email));

    // A code is single-use.
    expect((await exchange(code ?? '', codeVerifier, 'basic')).body.error).toBe('invalid_grant');
  });

  it('accepts client_secret_post, and rejects a wrong secret or PKCE verifier', async () => {
    const first = await signIn(new CookieJar(), 'grace@example.com');
    const firstCode = first.callback.searchParams.get('code') ?? '';
    expect((await exchange(firstCode, first.codeVerifier, 'post', 'wrong')).body.error).toBe(
      'invalid_client',
    );
    expect((await exchange(firstCode, base64url(randomBytes(32)), 'post')).body.error).toBe('invalid_grant');

    const second = await signIn(new CookieJar(), 'grace@example.com');
    const tokens = await exchange(
      second.callback.searchParams.get('code') ?? '',
      second.codeVerifier,
      'post',
    );
    expect(tokens.status).toBe(200);
    expect(tokens.body.id_token).toBeTruthy();
  });

  it('sends the user back with error=access_denied when they cancel', async () => {
    const jar = new CookieJar();
    const request = authorizationRequest(discovery);
    const login = expectPage(await browse(jar, provider.issuer, request.url));
    const callback = expectRedirect(
      await browse(jar, provider.issuer, new URL(formAction(login.html, 'Cancel'), login.url).href, {
        method: 'POST',
      }),
    );
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('asks again on every sign-in, so one browser can switch accounts', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'ada@example.com');
    const { callback, codeVerifier } = await signIn(jar, 'charles.babbage@example.com', {
      prompt: 'select_account',
    });
    const tokens = await exchange(callback.searchParams.get('code') ?? '', codeVerifier);
    const { payload } = await jwtVerify(
      tokens.body.id_token ?? '',
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
    );
    expect(payload).toMatchObject({ email: 'charles.babbage@example.com', name: 'Charles Babbage' });
  });

  it('prefills login_hint and re-asks for an invalid email', async () => {
    const jar = new CookieJar();
    const request = authorizationRequest(discovery, { login_hint: 'ada@example.com' });
    const login = expectPage(await browse(jar, provider.issuer, request.url));
    expect(login.html).toContain('value="ada@example.com"');
    const retry = expectPage(
      await browse(jar, provider.issuer, new URL(formAction(login.html, 'Sign in'), login.url).href, {
        method: 'POST',
        form: { email: 'not an email' },
      }),
    );
    expect(retry.status).toBe(400);
    expect(retry.html).toContain('role="alert"');
  });

  it('shows an error page (not a redirect) for an unregistered redirect URI', async () => {
    const request = authorizationRequest(discovery, { redirect_uri: 'http://localhost:3999/elsewhere' });
    const page = expectPage(await browse(new CookieJar(), provider.issuer, request.url));
    expect(page.status).toBe(400);
    expect(page.html).toContain('invalid_redirect_uri');
    expect(page.html).not.toContain('https://');
  });
});

describe('claimsFor', () => {
  it('derives a name from the local part and leaves out a +tag', () => {
    expect(claimsFor('ada.lovelace+e2e-1@example.com')).toEqual({
      sub: subjectFor('ada.lovelace+e2e-1@example.com'),
      email: 'ada.lovelace+e2e-1@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    expect(claimsFor('ada@example.com')).not.toHaveProperty('family_name');
    expect(subjectFor(' ADA@example.com ')).toBe(subjectFor('ada@example.com'));
  });
});
