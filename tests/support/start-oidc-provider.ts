// Starts the local OpenID Connect provider (the e2e suite's Google) from the environment; stops on SIGTERM/SIGINT.
// Prints one line, `oidc-provider ready <issuer>`, once discovery is being served.
import { startOidcProvider } from './oidc-provider';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const provider = await startOidcProvider({
  port: Number(process.env.OIDC_PORT ?? 0),
  clientId: required('OIDC_CLIENT_ID'),
  clientSecret: required('OIDC_CLIENT_SECRET'),
  redirectUris: required('OIDC_REDIRECT_URI')
    .split(/[\s,]+/)
    .filter(Boolean),
});
console.log(`oidc-provider ready ${provider.issuer}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    provider.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
