import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Node Buffer (node-postgres and PGlite both hand back bytes). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
