// Calls with a key this instance holds in memory (docs/decisions/079): the caller's address is checked and the key's
// own limit counted together after the cache revision is read (with Redis, in one command), refused exactly as when
// the key is looked up in the database. With the limits in memory, and in Redis when REDIS_URL is set.
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { peekLimit } from '../../lib/rate-limit';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, fromPeer, testOrigin } from '../../test/test-app';

const stores: Record<string, string>[] = [{}];
if (process.env.REDIS_URL) stores.push({ REDIS_URL: process.env.REDIS_URL });

let peer = 0;
const nextAddress = () => `198.51.100.${(++peer % 250) + 1}`;

for (const overrides of stores) {
  const store = overrides.REDIS_URL ? 'Redis' : 'memory';
  describeOnEachDatabase(
    `calls with an API key held in memory, limits in ${store}`,
    (context) => {
      const createKey = async () => {
        const { cookie } = await signedUpOwner(context());
        const response = await context().app.request('/api/workspace/api-keys', {
          method: 'POST',
          headers: { origin: testOrigin, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Reader', scopes: ['datasets:read'], expiresAt: null }),
        });
        expect(response.status).toBe(201);
        return (await response.json()) as { key: { id: string }; secret: string };
      };
      /** A call past the key check answers 404 (no such dataset); a refused one 401 or 429. */
      const call = (secret: string, address: string) =>
        context().app.request(
          '/api/v1/datasets/00000000-0000-4000-8000-000000000000',
          { headers: { authorization: `Bearer ${secret}` } },
          fromPeer(address),
        );
      const guessed = (at: number) => `tsr_${String(at).padStart(43, 'x')}`;

      it('refuses a held key from an address past its failed checks as a looked-up key is, counting nothing against it', async () => {
        const { limiters } = context().deps;
        const held = await createKey();
        const looked = await createKey();
        expect((await call(held.secret, nextAddress())).status).toBe(404);
        const address = nextAddress();
        for (let at = 0; at < limiters.apiKeyFailuresByAddress.points; at++) {
          expect((await call(guessed(at), address)).status).toBe(401);
        }
        const refusedHeld = await call(held.secret, address);
        const refusedLooked = await call(looked.secret, address);
        for (const refused of [refusedHeld, refusedLooked]) {
          expect(refused.status).toBe(429);
          // The address's block (15 minutes), not the key's window (a minute).
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
        }
        expect(await refusedHeld.json()).toEqual(await refusedLooked.json());
        expect(await peekLimit(limiters.apiCallsByKey, held.key.id)).toEqual({ allowed: true, used: 1 });
        expect(await peekLimit(limiters.apiCallsByKey, looked.key.id)).toEqual({ allowed: true, used: 0 });
        // A held key's calls count no failure against their address.
        const other = nextAddress();
        expect((await call(held.secret, other)).status).toBe(404);
        expect(await peekLimit(limiters.apiKeyFailuresByAddress, other)).toEqual({ allowed: true, used: 0 });
      });

      it('refuses a held key past its own limit with its 429, the address counting no failure', async () => {
        const { limiters } = context().deps;
        const { key, secret } = await createKey();
        const address = nextAddress();
        expect((await call(secret, address)).status).toBe(404);
        await limiters.apiCallsByKey.consume(key.id, limiters.apiCallsByKey.points - 1);
        const refused = await call(secret, address);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(await peekLimit(limiters.apiKeyFailuresByAddress, address)).toEqual({
          allowed: true,
          used: 0,
        });
      });

      it.runIf(overrides.REDIS_URL)(
        'sends the address check and the key count as one Redis command once the key is held',
        async () => {
          // Both scripts loaded into Redis first (a script's first run may be EVALSHA, NOSCRIPT, then EVAL).
          const warm = await createKey();
          for (let at = 0; at < 2; at++) expect((await call(warm.secret, nextAddress())).status).toBe(404);
          const { secret } = await createKey();
          // The app's own connection to Redis: MONITOR names each command's sender by its address and port.
          const appRedis = (context().deps.limiters.apiCallsByKey as unknown as { redis: Redis }).redis;
          const sender = `${appRedis.stream.localAddress}:${appRedis.stream.localPort}`;
          const observer = new Redis(overrides.REDIS_URL!);
          /** The rate-limit commands the app sent Redis during one call from `address` (no script's inner ones). */
          const commandsOf = async (address: string) => {
            const monitor = await observer.monitor();
            const seen: string[] = [];
            const done = `done-${Math.random()}`;
            const finished = new Promise<void>((resolve) =>
              monitor.on('monitor', (_time: string, args: string[], source: string) => {
                if (args[1] === done) resolve();
                else if (source === sender && args.some((arg) => arg.startsWith('limit:')))
                  seen.push(args[0]!.toLowerCase());
              }),
            );
            expect((await call(secret, address)).status).toBe(404);
            // Redis runs commands in the order received; the app's are all answered, so all seen before this one.
            await observer.echo(done);
            await finished;
            await monitor.disconnect();
            return seen;
          };
          try {
            // Looked up: the address's peek beside the revision read, then the key's count.
            expect(await commandsOf(nextAddress())).toEqual(['get', 'evalsha']);
            // Held: both in one script.
            expect(await commandsOf(nextAddress())).toEqual(['evalsha']);
          } finally {
            await observer.quit();
          }
        },
      );
    },
    overrides,
  );
}
