// The ceiling for webhook ingest: Hono on @hono/node-server receiving the bench's GitHub deliveries (bench/webhooks.ts)
// the way a delivery is received, with nothing of ours: the body read as bytes, its `x-hub-signature-256` HMAC checked
// in constant time against the stream's secret, the JSON parsed, 200 answered. No storage, no limits, no log.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');
/** Stream id → secret, as the bench made them. */
const secrets = new Map(
  Object.entries(JSON.parse(process.env.HOOK_SECRETS ?? '{}') as Record<string, string>),
);

const app = new Hono()
  .get('/api/health', (c) => c.json({ ok: true }))
  .post('/api/hooks/:id', async (c) => {
    const secret = secrets.get(c.req.param('id'));
    if (secret === undefined) return c.json({ error: 'not found' }, 404);
    const body = Buffer.from(await c.req.arrayBuffer());
    const given = Buffer.from(c.req.header('x-hub-signature-256') ?? '');
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json({ error: 'bad signature' }, 401);
    }
    JSON.parse(body.toString('utf8'));
    return c.json({ ok: true });
  });
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
