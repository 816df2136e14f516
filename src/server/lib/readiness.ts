import type { Redis } from 'ioredis';
import type { DatabaseOutage } from './database-outage';

/** How long /api/ready waits for Redis before counting it as down (the database has the same deadline). */
export const readyPingDeadlineMs = 1_000;

export type ReadinessReport = {
  ready: boolean;
  draining: boolean;
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not_configured';
};

export type Readiness = ReturnType<typeof createReadiness>;

/**
 * Whether this instance should be sent traffic (docs/decisions/042): not while it drains after SIGTERM, nor
 * while the database or a configured Redis misses the one-second deadline. `/api/health` stays liveness.
 */
export function createReadiness({
  databaseOutage,
  redis,
}: {
  databaseOutage: Pick<DatabaseOutage, 'check'>;
  redis: Pick<Redis, 'ping'> | null;
}) {
  let draining = false;
  return {
    /** From now on the instance answers not ready: a load balancer stops sending it new requests. */
    drain: () => {
      draining = true;
    },
    draining: () => draining,
    async check(): Promise<ReadinessReport> {
      const [database, redisUp] = await Promise.all([
        databaseOutage.check(),
        redis ? within(redis.ping(), readyPingDeadlineMs) : Promise.resolve(null),
      ]);
      const report: ReadinessReport = {
        ready: !draining && database && redisUp !== false,
        draining,
        database: database ? 'up' : 'down',
        redis: redisUp === null ? 'not_configured' : redisUp ? 'up' : 'down',
      };
      return report;
    },
  };
}

/** Whether `answer` resolves within `ms`. */
function within(answer: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    answer.then(
      () => true,
      () => false,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}
