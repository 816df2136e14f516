/** Whether `DATABASE_URL` names a PostgreSQL server (`postgres://` or `postgresql://`); anything else is the embedded PGlite. */
export const usesPostgres = (url: string | undefined): url is string => url?.startsWith('postgres') ?? false;
