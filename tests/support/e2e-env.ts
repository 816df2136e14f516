/** Where the end-to-end suite's services listen; shared by the launcher and the tests. */
export const e2e = {
  appPort: Number(process.env.E2E_PORT ?? 3100),
  smtpPort: 2525,
  mailApiPort: 2526,
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? 3901),
  googleClientId: 'tessera-e2e',
  googleClientSecret: 'tessera-e2e-secret',
  /** Made a global admin once its holder proves it (ADMIN_EMAILS); used by the admin journey only. */
  adminEmail: 'e2e-admin@example.test',
};

export const appUrl = `http://localhost:${e2e.appPort}`;
export const mailApiUrl = `http://127.0.0.1:${e2e.mailApiPort}`;
