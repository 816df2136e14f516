import fc from 'fast-check';
import { expect, it } from 'vitest';
import { signUp } from './test/auth-helpers';
import { describeOnEachDatabase, testOrigin } from './test/test-app';

// docs/product.md#security: bad input anywhere gets a 4xx with our JSON error, never a 5xx. Every API route, ours and
// better-auth's, closed or open, gets odd bodies and query strings, signed in and not.

const fieldNames = [
  'email',
  'password',
  'name',
  'professionalRole',
  'newPassword',
  'currentPassword',
  'token',
  'code',
  'trustDevice',
  'message',
  'fullName',
  'profileName',
  'slugs',
  'emails',
  'provider',
  'callbackURL',
  'newUserCallbackURL',
  'errorCallbackURL',
  'rememberMe',
  'role',
  'userId',
  'organizationId',
  'limit',
  'offset',
  'sortBy',
  'filterField',
  'disableRedirect',
  'idToken',
  '__proto__',
  'constructor',
];

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '1e400',
    '-1',
    'NaN',
    'Infinity',
    '%',
    '%00',
    '\n',
    '../../etc',
    'null',
    '[]',
    '{}',
    ' ',
    '',
  ),
  fc.string({ unit: fc.constantFrom('\u0000', '\u202e', '\ud800', 'é', '\n', '"', '\\'), maxLength: 8 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
);

const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 30 }),
  fc.dictionary(oddText, oddText, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 6 }),
);

const oddBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), oddValue).map((value) => JSON.stringify(value)),
  fc.json({ depthSize: 'large' }),
  fc.string(),
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"email":', `${'['.repeat(5000)}${']'.repeat(5000)}`),
);

const oddQuery = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...fieldNames, 'state', 'error', 'disableCookieCache'), fc.string()),
    oddText,
    {
      maxKeys: 4,
    },
  )
  .map((query) => new URLSearchParams(query as Record<string, string>).toString());

describeOnEachDatabase('odd input to every API route', (context) => {
  it('never gets a 5xx, and every error is our JSON shape', async () => {
    const { app } = context();
    const { cookie } = await signUp(context());
    const routes = [
      ...new Set(
        app.routes
          .filter((route) => route.path.startsWith('/api/') && !route.path.includes('*'))
          .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
          .map((route) => `${route.method} ${route.path}`),
      ),
      // Paths that exist only in better-auth, which must answer 404.
      'POST /api/auth/organization/update-member-role',
      'GET /api/auth/organization/list-members',
      'GET /api/auth/admin/list-users',
      'GET /api/auth/reset-password/:token',
    ];
    expect(routes.length).toBeGreaterThan(25);

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        oddBody,
        oddQuery,
        fc.boolean(),
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
        fc.string({ maxLength: 12 }),
        async (route, body, query, signedIn, contentType, param) => {
          const [method, path] = route.split(' ') as [string, string];
          const url = `${path.replace(/:[a-z]+/gi, encodeURIComponent(param) || 'x')}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = { origin: testOrigin, 'content-type': contentType };
          if (signedIn) headers.cookie = cookie;
          const response = await app.request(url, {
            method,
            headers,
            body: method === 'GET' ? undefined : body,
          });
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
          if (response.status >= 400) {
            const answer = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
            expect(typeof answer.error?.code, `${method} ${url}`).toBe('string');
            expect(typeof answer.error?.message, `${method} ${url}`).toBe('string');
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
