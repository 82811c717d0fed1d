import { describe, expect, test } from 'vitest';
import { externalLinkUrl, hostsOf, linksForUser } from './externalLink';

const links = { mail: 'https://mail.example.com/sso?from=admin', mall: 'https://shop.other.net/', bad: 'javascript:alert(1)', rel: '/inside' };

describe('externalLinkUrl', () => {
  test('null without link data (the caller warns 无跳转页面数据)', () => {
    expect(externalLinkUrl('inspection', links, 'T', [])).toBeNull();
    expect(externalLinkUrl('mail', null, 'T', [])).toBeNull();
    expect(externalLinkUrl('mail', { mail: '   ' }, 'T', [])).toBeNull();
  });

  test('appends the token only for trusted hosts', () => {
    expect(externalLinkUrl('mail', links, 'T k', ['https://mail.example.com'])).toBe('https://mail.example.com/sso?from=admin&token=T+k');
    expect(externalLinkUrl('mail', links, 'T', ['mail.example.com'])).toBe('https://mail.example.com/sso?from=admin&token=T');
    expect(externalLinkUrl('mall', links, 'T', ['https://mail.example.com'])).toBe('https://shop.other.net/');
    expect(externalLinkUrl('mail', links, 'T', ['http://mail.example.com'])).toBe('https://mail.example.com/sso?from=admin');
    expect(externalLinkUrl('mail', links, null, ['https://mail.example.com'])).toBe('https://mail.example.com/sso?from=admin');
  });

  test('refuses non-http links', () => {
    expect(externalLinkUrl('bad', links, 'T', ['*'])).toBeNull();
    expect(externalLinkUrl('rel', links, 'T', [])).toBeNull();
  });

  test('a token already in an untrusted link is removed; hostsOf lists the origins of a link table; per-user links win', () => {
    expect(externalLinkUrl('mail', { mail: 'https://mail.example.com/login?token=OLD&x=1' }, 'T', [])).toBe('https://mail.example.com/login?x=1');
    expect(externalLinkUrl('mail', { mail: 'https://mail.example.com/login?token=OLD' }, 'T', ['mail.example.com'])).toBe('https://mail.example.com/login?token=T');
    expect(hostsOf(links)).toEqual(['https://mail.example.com', 'https://shop.other.net']);
    expect(linksForUser(links, { postUrl: 'https://post.example.com/x' } as never).mail).toBe('https://post.example.com/x');
    expect(linksForUser(links, null).mail).toBe(links.mail);
  });
});
