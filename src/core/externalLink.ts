/**
 * External-link menu entries (mail, smart passage, questionnaire, inspection, online mall) open
 * in a new window with the user token appended, but only for the hosts the deployment lists in
 * `trustedHosts` (none by default), so the token never leaks to a site nobody vouched for.
 */
import { useCallback } from 'react';
import { useAdminInternals } from './adminContext';
import type { StoredUser } from './types';

/** 'https://a.example.com', 'a.example.com' or 'a.example.com:8443' -> comparable origin/host. */
export function hostMatches(url: URL, trusted: string): boolean {
  const entry = trusted.trim().toLowerCase();
  if (!entry) return false;
  if (entry.includes('://')) {
    try {
      return new URL(entry).origin === url.origin;
    } catch {
      return false;
    }
  }
  return entry === url.host.toLowerCase() || entry === url.hostname.toLowerCase();
}

/**
 * The origins of a link table (for a host that wants to trust exactly its configured links: `trustedHosts={hostsOf(links)}`).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" externalLinks={links} trustedHosts={hostsOf(links)}>…</AdminProvider>
 * hostsOf({ mail: 'https://mail.example.com/sso?x=1' }) // ['https://mail.example.com']
 */
export function hostsOf(links: Readonly<Record<string, string>>): string[] {
  const out = new Set<string>();
  for (const link of Object.values(links)) {
    try {
      const u = new URL(link);
      if (u.protocol === 'http:' || u.protocol === 'https:') out.add(u.origin);
    } catch {
      // not an absolute link: nothing to trust
    }
  }
  return [...out];
}

/**
 * The URL to open for an external-link entry, or null when there is no usable link data (the
 * caller warns '无跳转页面数据'). The token is added as `token=` only for trusted hosts; a
 * `token` a link already carries (a back end that appended it to postUrl) is removed for others.
 * @example
 * externalLinkUrl('mail', { mail: 'https://mail.example.com/sso' }, 'T', ['https://mail.example.com'])
 * // 'https://mail.example.com/sso?token=T'
 * externalLinkUrl('mail', { mail: 'https://other.example/' }, 'T', ['https://mail.example.com'])
 * // 'https://other.example/' (no token)
 */
export function externalLinkUrl(
  entryKey: string,
  links: Readonly<Record<string, string>> | null | undefined,
  token: string | null | undefined,
  trustedHosts: readonly string[],
): string | null {
  const raw = links?.[entryKey]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const trusted = trustedHosts.some((h) => hostMatches(url, h));
  if (!trusted) url.searchParams.delete('token');
  else if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** The link table for a user: the server's per-user links (postUrl for mail, wjdcHeadUrl for the questionnaire) win. */
export function linksForUser(links: Readonly<Record<string, string>>, user: StoredUser | null): Record<string, string> {
  const out: Record<string, string> = { ...links };
  if (user?.postUrl) out.mail = user.postUrl;
  if (user?.wjdcHeadUrl) out.questionnaire = user.wjdcHeadUrl;
  return out;
}

/**
 * Opens an external-link entry in a new window, or warns '无跳转页面数据'. Returns the URL opened.
 * @example
 * const openLink = useOpenExternalLink();
 * <a href="#" onClick={(e) => { e.preventDefault(); openLink(entry.externallink!); }}>{t(entry.title)}</a>
 */
export function useOpenExternalLink(): (entryKey: string) => string | null {
  const { externalLinks, trustedHosts, session, notify, prefs, translate } = useAdminInternals();
  return useCallback((entryKey) => {
    const url = externalLinkUrl(entryKey, linksForUser(externalLinks, session.getState().user), session.token(), trustedHosts);
    if (!url) {
      notify.show('warning', translate(prefs.getState().locale)('toast.noLinkData'));
      return null;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
    return url;
  }, [externalLinks, trustedHosts, session, notify, prefs, translate]);
}
