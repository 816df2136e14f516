import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app';

describeOnEachDatabase('GET /api/health', (context) => {
  it('reports the database as up', async () => {
    const response = await context().app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with the database down once it is closed', async () => {
    const { app, database } = context();
    await database.close();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});
