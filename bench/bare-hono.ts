// The baseline for throughput: Hono on @hono/node-server answering one JSON route, nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set');

const app = new Hono().get('/', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
