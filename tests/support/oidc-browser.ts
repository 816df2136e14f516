// A browser just good enough to sign in at the local OpenID Connect provider: cookies and redirects.

/** Just enough of a browser's cookie store: name and path, with deletions. */
export class CookieJar {
  #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const expired = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired) this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

export type Stop =
  { kind: 'redirect'; location: URL } | { kind: 'page'; url: string; status: number; html: string };

/** Fetches like a browser: follows redirects within the provider, stops at a page or a redirect leaving it. */
export const browse = async (
  jar: CookieJar,
  issuer: string,
  url: string,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<Stop> => {
  let target = url;
  let method = init.method ?? 'GET';
  let body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(target),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body,
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, target);
      if (next.origin !== issuer) return { kind: 'redirect', location: next };
      target = next.href;
      method = 'GET';
      body = undefined;
      continue;
    }
    return { kind: 'page', url: target, status: response.status, html: await response.text() };
  }
  throw new Error('too many redirects');
};

export const expectPage = (stop: Stop): Extract<Stop, { kind: 'page' }> => {
  if (stop.kind !== 'page') throw new Error(`expected a page, got a redirect to ${stop.location.href}`);
  return stop;
};

export const expectRedirect = (stop: Stop): URL => {
  if (stop.kind !== 'redirect') throw new Error(`expected a redirect, got ${stop.status}: ${stop.html}`);
  return stop.location;
};

/** The action of the form whose submit button has this text. */
export const formAction = (html: string, button: string): string => {
  const form = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find(([, , inner]) =>
    inner?.includes(`>${button}</button>`),
  );
  if (!form?.[1]) throw new Error(`no form with a "${button}" button in:\n${html}`);
  return form[1].replaceAll('&amp;', '&');
};
