import { describe, expect, it } from 'vitest';
import { profileMessages } from './i18n/en/profile';
import { normaliseProfileLink, profileLinksSchema, type ProfileLinkKind } from './profile';

const copy = profileMessages.links;
const url = (kind: ProfileLinkKind, typed: string) => {
  const result = normaliseProfileLink(kind, typed);
  return result?.ok ? result.url : result?.message;
};

describe('normaliseProfileLink', () => {
  it('turns a bare handle, with or without @, into the profile URL', () => {
    expect(url('github', 'octocat')).toBe('https://github.com/octocat');
    expect(url('github', '@octocat')).toBe('https://github.com/octocat');
    expect(url('twitter', '@jack')).toBe('https://x.com/jack');
    expect(url('twitter', 'jack_dorsey')).toBe('https://x.com/jack_dorsey');
    expect(url('linkedin', 'ada-lovelace')).toBe('https://www.linkedin.com/in/ada-lovelace');
  });

  it('keeps https URLs on the site’s own hosts, with or without the scheme typed', () => {
    expect(url('linkedin', 'https://linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(url('linkedin', 'www.linkedin.com/in/ada/')).toBe('https://www.linkedin.com/in/ada/');
    expect(url('github', ' HTTPS://GitHub.com/octocat ')).toBe('https://github.com/octocat');
    expect(url('twitter', 'https://twitter.com/jack')).toBe('https://twitter.com/jack');
    expect(url('twitter', 'x.com/jack')).toBe('https://x.com/jack');
    expect(url('website', 'example.com')).toBe('https://example.com/');
    expect(url('website', 'https://ada.example.org/about?tab=1#top')).toBe(
      'https://ada.example.org/about?tab=1#top',
    );
  });

  it('treats empty text as no link', () => {
    expect(normaliseProfileLink('website', '')).toBeUndefined();
    expect(normaliseProfileLink('github', '   ')).toBeUndefined();
  });

  it('refuses anything but https', () => {
    for (const typed of [
      'http://example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'data:text/html,hi',
    ])
      expect(url('website', typed)).toBe(copy.notHttps);
    expect(url('github', 'http://github.com/octocat')).toBe(copy.notHttps);
  });

  it('refuses addresses that are not public web pages', () => {
    for (const typed of [
      'localhost',
      'https://intranet/',
      'not a url',
      'https://user:pw@example.com',
      'example.com:8443',
    ])
      expect(url('website', typed)).toBe(copy.notUrl);
  });

  it('refuses social links on other hosts, look-alikes included', () => {
    expect(url('linkedin', 'https://linkedin.example/in/ada')).toBe(
      copy.wrongHost('LinkedIn', 'linkedin.com, www.linkedin.com'),
    );
    expect(url('github', 'https://gitlab.com/octocat')).toBe(copy.wrongHost('GitHub', 'github.com'));
    expect(url('github', 'https://github.com.evil.example/octocat')).toBe(
      copy.wrongHost('GitHub', 'github.com'),
    );
    expect(url('github', 'https://evilgithub.com/octocat')).toBe(copy.wrongHost('GitHub', 'github.com'));
    expect(url('twitter', 'https://mastodon.social/@jack')).toBe(copy.wrongHost('X', 'twitter.com, x.com'));
  });

  it('refuses a site’s home page without a profile path', () => {
    expect(url('github', 'https://github.com/')).toBe(copy.noPage('GitHub'));
    expect(url('twitter', 'x.com')).toBe(copy.noPage('X'));
  });

  it('refuses handles the site would not allow', () => {
    expect(url('github', '-octocat')).toBe(copy.badHandle('GitHub'));
    expect(url('github', 'a'.repeat(40))).toBe(copy.badHandle('GitHub'));
    expect(url('twitter', '@has space')).toBe(copy.badHandle('X'));
    expect(url('twitter', 'a'.repeat(16))).toBe(copy.badHandle('X'));
    expect(url('linkedin', 'ab')).toBe(copy.badHandle('LinkedIn'));
  });

  it('refuses links over 300 characters', () => {
    expect(url('website', `https://example.com/${'a'.repeat(300)}`)).toBe(copy.tooLong(300));
  });
});

describe('profileLinksSchema', () => {
  it('normalises every field and drops empty ones', () => {
    expect(
      profileLinksSchema.parse({ website: '', linkedin: 'ada-l', github: '@octocat', twitter: undefined }),
    ).toEqual({ linkedin: 'https://www.linkedin.com/in/ada-l', github: 'https://github.com/octocat' });
  });

  it('names the field of each bad link', () => {
    const result = profileLinksSchema.safeParse({ website: 'http://a.example', github: 'gitlab.com/x' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['website', copy.notHttps],
      ['github', copy.wrongHost('GitHub', 'github.com')],
    ]);
  });

  it('refuses unknown kinds', () => {
    expect(profileLinksSchema.safeParse({ mastodon: 'https://mastodon.social/@a' }).success).toBe(false);
  });
});
