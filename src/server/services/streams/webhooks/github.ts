/**
 * GitHub repository and organisation webhooks. Tessera makes the secret; GitHub signs the raw body with it:
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256>`. The event name is the `X-GitHub-Event` header, the delivery
 * id `X-GitHub-Delivery` (kept on redelivery). No timestamp is signed, so there is no freshness window; replays are
 * caught by the delivery id. The `ping` sent when the hook is created is answered and stores nothing.
 * https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { header, hmacSha256, parseObject, reject, safeEqual, text } from './verify-kit';

export const githubMapping: MappingTable = {
  common: {
    actor: 'sender.login',
    project: ['repository.full_name', 'organization.login'],
  },
  byType: {
    issues: {
      id: 'issue.number',
      title: 'issue.title',
      state: 'issue.state',
      url: 'issue.html_url',
      created_at: 'issue.created_at',
      updated_at: 'issue.updated_at',
    },
    issue_comment: {
      id: 'comment.id',
      title: 'issue.title',
      state: 'issue.state',
      url: 'comment.html_url',
      created_at: 'comment.created_at',
      updated_at: 'comment.updated_at',
    },
    pull_request: {
      id: 'pull_request.number',
      title: 'pull_request.title',
      state: 'pull_request.state',
      url: 'pull_request.html_url',
      created_at: 'pull_request.created_at',
      updated_at: 'pull_request.updated_at',
    },
    push: {
      id: 'after',
      title: 'head_commit.message',
      state: 'ref',
      url: 'compare',
      created_at: 'head_commit.timestamp',
      updated_at: 'head_commit.timestamp',
    },
    release: {
      id: 'release.id',
      title: ['release.name', 'release.tag_name'],
      state: 'release.tag_name',
      url: 'release.html_url',
      created_at: 'release.created_at',
      updated_at: 'release.published_at',
    },
    workflow_run: {
      id: 'workflow_run.id',
      title: 'workflow_run.name',
      state: ['workflow_run.conclusion', 'workflow_run.status'],
      url: 'workflow_run.html_url',
      created_at: 'workflow_run.created_at',
      updated_at: 'workflow_run.updated_at',
    },
    star: {
      id: 'repository.id',
      title: 'repository.full_name',
      url: 'repository.html_url',
      created_at: 'starred_at',
    },
  },
};

export const github: WebhookService = {
  slug: 'github',
  secretSource: 'ours',
  docsUrl: 'https://docs.github.com/en/webhooks/using-webhooks/creating-webhooks',
  verify(request, secret) {
    const signature = header(request, 'x-hub-signature-256');
    if (!signature) return reject('unsigned');
    if (!secret || !safeEqual(signature, `sha256=${hmacSha256(secret, request.rawBody)}`))
      return reject('bad-signature');
    const name = header(request, 'x-github-event');
    const payload = parseObject(request.rawBody);
    if (!name || !payload) return reject('malformed');
    if (name === 'ping') return { kind: 'handshake', body: { ok: true } };
    const action = text(payload.action);
    return {
      kind: 'accepted',
      deliveryId: header(request, 'x-github-delivery') ?? null,
      events: [{ type: action ? `${name}.${action}` : name, payload }],
    };
  },
  toRows: (event) => rowsFrom(githubMapping, event),
};
