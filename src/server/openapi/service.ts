import { feedbackSchema } from '../../shared/feedback';
import { error, named, type Operation } from './operation';

/** Liveness, readiness, this document, feedback and webhook deliveries. */
export const serviceOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: the process answers',
    tag: 'service',
    caller: 'public',
    ok: { description: 'Alive.' },
    responses: { '503': error('The database is unreachable.') },
  },
  {
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness: PostgreSQL and Redis answer within their deadline, and not draining',
    tag: 'service',
    caller: 'public',
    ok: { description: 'Ready for traffic.' },
    responses: { '503': error('Draining, or a store missed its deadline.') },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getApiDocument',
    summary: 'This document: every /api route',
    tag: 'service',
    caller: 'session',
    ok: { description: 'The OpenAPI 3.1 document.', schema: { type: 'object' } },
    responses: { '401': error('Not signed in.') },
  },
  {
    method: 'post',
    path: '/api/feedback',
    summary: 'Send feedback about a page',
    tag: 'service',
    caller: 'session',
    body: named('FeedbackRequest', feedbackSchema),
    ok: { status: 201, description: 'The saved feedback.' },
  },
  {
    method: 'post',
    path: '/api/hooks/:id',
    summary: 'Receive a webhook delivery for a data stream',
    description:
      'Called by the connected service (GitHub, Stripe, …), never by our pages: the body is checked against the ' +
      'stream’s secret with that service’s own signature scheme, then its rows are stored.',
    tag: 'service',
    caller: 'signature',
    body: { content: { 'application/json': { schema: { type: 'object' } } } },
    ok: { description: 'Delivery accepted.' },
    responses: {
      '401': error('A missing or wrong signature.'),
      '404': error('No such stream, or not a webhook stream.'),
      '409': error('The stream is paused.'),
      '413': error('The delivery is too large.'),
      '429': error('Too many deliveries or failed signatures.'),
    },
  },
];
