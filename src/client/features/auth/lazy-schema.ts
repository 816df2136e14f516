import type * as authSchemas from '@/shared/auth-schemas';

type AuthSchemas = typeof authSchemas;

/**
 * One of the account forms' schemas, loaded when the form first needs it: public pages load zod at the first
 * interaction, not before they render (docs/decisions/026).
 */
export const lazyAuthSchema =
  <Name extends keyof AuthSchemas>(name: Name) =>
  (): Promise<AuthSchemas[Name]> =>
    import('@/shared/auth-schemas').then((schemas) => schemas[name]);
