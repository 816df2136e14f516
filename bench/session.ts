// A signed-in account on a bench server: the cookie header an authenticated load run sends.
import type { ServerHandle } from './server-process';

/** Signs up a new account (EMAIL_CONFIRMATION is off on bench servers) and returns its session cookie. */
export async function signedInCookie(server: Pick<ServerHandle, 'origin'>, email: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({
      email,
      password: 'Bench-Pass1-long',
      name: 'Bench Reader',
      professionalRole: 'developer',
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-up for ${email} answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error(`sign-up for ${email} set no session cookie`);
  return cookie;
}
