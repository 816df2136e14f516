// Password reset requests must answer in the same time whether or not the address has an account
// (docs/decisions/014-no-account-enumeration.md): medians of alternating requests, existing against unknown.
import { figure, ms, type SectionResult } from './figures';
import type { ServerHandle } from './server-process';
import { median, round } from './stats';

const rounds = 400;
const warmup = 50;

/** Sends one request from its own address (the server trusts X-Forwarded-For) and times it in ms. */
async function timeRequest(server: ServerHandle, path: string, body: unknown, from: string) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

export async function measureResetTiming(server: ServerHandle): Promise<SectionResult> {
  const existing = 'bench-reset@example.test';
  await timeRequest(
    server,
    '/api/auth/sign-up/email',
    { email: existing, password: 'Bench-Pass1', name: 'Bench Reset', professionalRole: 'developer' },
    addressOf(1),
  );
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < warmup + rounds; i++) {
    // Alternate, so both kinds see the same server state and background work.
    const kind = i % 2 === 0 ? 'existing' : 'unknown';
    const email = kind === 'existing' ? existing : `nobody-${i}@example.test`;
    const elapsed = await timeRequest(
      server,
      '/api/auth/request-password-reset',
      { email },
      addressOf(i + 2),
    );
    if (i >= warmup) times[kind].push(elapsed);
  }
  const existingMs = round(median(times.existing), 2);
  const unknownMs = round(median(times.unknown), 2);
  const gap = round(Math.abs(existingMs - unknownMs), 2);
  return {
    title: 'Password reset request timing (medians, sequential)',
    figures: [
      figure('reset.existingMedianMs', 'reset request, existing account', existingMs, 'ms'),
      figure('reset.unknownMedianMs', 'reset request, unknown address', unknownMs, 'ms'),
      figure('reset.medianGapMs', 'difference of the medians', gap, 'ms', { max: 1 }),
    ],
    tables: [
      {
        head: ['Address', 'Median', 'Requests'],
        rows: [
          ['existing account', `${existingMs} ms`, String(times.existing.length)],
          ['unknown address', `${unknownMs} ms`, String(times.unknown.length)],
          ['difference', `${gap} ms (budget < ${ms(1)})`, ''],
        ],
      },
    ],
  };
}
