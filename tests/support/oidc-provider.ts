// A local OpenID Connect provider that stands in for Google in tests (oidc-provider 9, in memory, 127.0.0.1 only).
// Any email address signs in: the login page has a labelled "Email" input, a "Sign in" button and a "Cancel"
// button (Cancel sends the client back with ?error=access_denied). Consent is granted automatically.
import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export type OidcProviderOptions = {
  /** Port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
};

export type OidcProviderHandle = {
  /** `http://127.0.0.1:<port>`; discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  stop: () => Promise<void>;
};

export type OidcClaims = {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name?: string;
};

// The slice of oidc-provider's API used here. The package ships no type declarations (they live in
// DefinitelyTyped's @types/oidc-provider, which is not installed), so it is typed by hand.
type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

type InteractionDetails = {
  uid: string;
  prompt: {
    name: string;
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  };
  params: Record<string, unknown>;
  grantId?: string;
  session?: { accountId?: string };
};

type Grant = {
  addOIDCScope: (scope: string) => void;
  addOIDCClaims: (claims: string[]) => void;
  addResourceScope: (indicator: string, scope: string) => void;
  save: () => Promise<string>;
};

type Provider = {
  callback: () => RequestListener;
  interactionDetails: (req: IncomingMessage, res: ServerResponse) => Promise<InteractionDetails>;
  interactionFinished: (
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ) => Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find: (id: string) => Promise<Grant | undefined>;
  };
  on: (event: 'server_error', listener: (ctx: unknown, error: Error) => void) => unknown;
};

/** The Koa context oidc-provider hands to configuration callbacks (only what is used here). */
type ProviderContext = {
  type: string;
  body: unknown;
  oidc: { route: string; result?: { login?: unknown } };
};

type CorsClient = { clientAuthMethod: string; redirectUris: string[] };

type Check = { readonly reason: string };
type Prompt = { readonly name: string; checks: Check[] };
type Policy = Prompt[] & {
  get: (name: string) => Prompt | undefined;
  add: (prompt: Prompt, index?: number) => void;
};

type OidcProviderModule = {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => Provider;
  interactionPolicy: {
    base: () => Policy;
    Check: new (reason: string, description: string, check: (ctx: ProviderContext) => boolean) => Check;
    Prompt: new (options: { name: string; requestable: boolean }) => Prompt;
  };
};

/** The stable `sub` for an email: what Tessera stores as the Google account id. */
export const subjectFor = (email: string): string =>
  `google-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 24)}`;

const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Claims for an email: 'ada.lovelace+e2e@example.com' → name 'Ada Lovelace' (a +tag is left out of the name). */
export const claimsFor = (rawEmail: string): OidcClaims => {
  const email = normalizeEmail(rawEmail);
  const local = email.slice(0, email.lastIndexOf('@')).split('+')[0] ?? '';
  const words = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [givenName = local || email, ...family] = words;
  return {
    sub: subjectFor(email),
    email,
    email_verified: true,
    name: [givenName, ...family].join(' '),
    given_name: givenName,
    ...(family.length > 0 ? { family_name: family.join(' ') } : {}),
  };
};

const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+$/.test(value);

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Test identity provider</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 3rem auto; padding: 0 1rem; color: #111; }
label, input, button { display: block; font: inherit; }
input { width: 100%; box-sizing: border-box; margin: 0.25rem 0 1rem; padding: 0.5rem; }
button { padding: 0.5rem 1rem; margin-top: 0.5rem; }
[role=alert] { color: #a00; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;

const loginPage = (uid: string, email: string, error?: string): string =>
  page(
    'Sign in',
    `<p>Test identity provider: any email address signs in.</p>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" autofocus required value="${escapeHtml(email)}"${
      error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
    }>
${error ? `<p id="email-error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${encodeURIComponent(uid)}/abort">
<button type="submit">Cancel</button>
</form>`,
  );

const send = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
};

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 64 * 1024) throw new Error('request body too large');
  }
  return new URLSearchParams(body);
};

/** oidc-provider warns on import (Node 20 is below its preferred LTS) and about its in-memory store; hush those. */
const withoutProviderNotices = async <T>(work: () => Promise<T>): Promise<T> => {
  const { warn, info } = console;
  const filter =
    (log: (...data: unknown[]) => void) =>
    (...data: unknown[]): void => {
      if (typeof data[0] === 'string' && data[0].includes('oidc-provider ')) return;
      log.apply(console, data);
    };
  console.warn = filter(warn);
  console.info = filter(info);
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.info = info;
  }
};

const signingKey = (): Record<string, unknown> => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
};

export const startOidcProvider = async (options: OidcProviderOptions): Promise<OidcProviderHandle> => {
  let handle: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else send(res, 503, page('Starting', '<p>The provider is starting.</p>'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { host } = new URL(issuer);
  // Emails typed at login, by account id (the `sub`, which oidc-provider always sets to the account id).
  const accounts = new Map<string, string>();

  try {
    const provider = await withoutProviderNotices(async () => {
      // @ts-expect-error -- oidc-provider ships no type declarations; OidcProviderModule types what is used.
      const { Provider, interactionPolicy } = (await import('oidc-provider')) as OidcProviderModule;
      return new Provider(issuer, configuration(options, accounts, interactionPolicy));
    });
    provider.on('server_error', (_ctx, error) => console.error('[oidc-provider] server_error', error));
    const oidc = provider.callback();
    handle = (req, res) => {
      // Endpoint URLs in discovery are built from the Host header; pin it so they always match the issuer.
      req.headers.host = host;
      if (req.url === '/favicon.ico') {
        // Browsers ask every origin for one; a 404 would show up as a console error in the journeys.
        res.writeHead(204).end();
        return;
      }
      const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(
        new URL(req.url ?? '/', issuer).pathname,
      );
      if (!match?.[1]) {
        oidc(req, res);
        return;
      }
      interaction(provider, accounts, req, res, match[1], match[2]).catch((error: unknown) => {
        if (res.headersSent) return res.destroy();
        const message = error instanceof Error ? error.message : String(error);
        send(res, 400, page('Sign-in failed', `<p role="alert">${escapeHtml(message)}</p>`));
      });
    };
  } catch (error) {
    server.close();
    throw error;
  }

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
};

const configuration = (
  options: OidcProviderOptions,
  accounts: Map<string, string>,
  { base, Check, Prompt }: OidcProviderModule['interactionPolicy'],
): Record<string, unknown> => {
  // Every authorization request shows the login form (no silent SSO from an earlier test step), and
  // prompt=select_account (which Google accepts) is satisfied by that same form.
  const policy = base();
  policy
    .get('login')
    ?.checks.push(
      new Check('fresh_login', 'End-User authentication is required', (ctx) => !ctx.oidc.result?.login),
    );
  policy.add(new Prompt({ name: 'select_account', requestable: true }), 1);

  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // Registering client_secret_basic lets the client authenticate with client_secret_post too.
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the ID token itself carries the email and profile claims the scopes asked for.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => {
      const email = accounts.get(id);
      return email ? { accountId: id, claims: () => claimsFor(email) } : undefined;
    },
    interactions: { policy, url: (_ctx: unknown, { uid }: { uid: string }) => `/interaction/${uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: ProviderContext, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
          );
        },
        postLogoutSuccessSource: (ctx: ProviderContext) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out of the test identity provider.</p>');
        },
      },
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    // oidc-provider's default policy, minus its "you should change this" notice.
    clientBasedCORS: (ctx: ProviderContext, origin: string, client: CorsClient) =>
      origin !== 'null' &&
      (ctx.oidc.route === 'userinfo' || client.clientAuthMethod === 'none') &&
      client.redirectUris.some((uri) => new URL(uri).origin === origin),
    renderError: (ctx: ProviderContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
          .join('\n'),
      );
    },
  };
};

const interaction = async (
  provider: Provider,
  accounts: Map<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined,
): Promise<void> => {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('This sign-in request has expired; start again from the app.');
  const { prompt, params } = details;

  if (action === undefined && req.method === 'GET') {
    if (prompt.name === 'consent') return grantConsent(provider, req, res, details);
    if (prompt.name !== 'login' && prompt.name !== 'select_account')
      throw new Error(`Unexpected prompt ${prompt.name}`);
    const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
    return send(res, 200, loginPage(uid, hint));
  }
  if (req.method !== 'POST') throw new Error(`${req.method} is not allowed here`);

  if (action === 'abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  }

  const email = normalizeEmail((await readForm(req)).get('email') ?? '');
  if (!isEmail(email)) return send(res, 400, loginPage(uid, email, 'Enter an email address.'));
  const accountId = subjectFor(email);
  accounts.set(accountId, email);
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId }, select_account: {} },
    { mergeWithLastSubmission: false },
  );
};

/** Grants whatever the client asked for, as a first-party consent screen that is always accepted. */
const grantConsent = async (
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  { grantId, session, params, prompt: { details } }: InteractionDetails,
): Promise<void> => {
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: String(session?.accountId), clientId: String(params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
};
