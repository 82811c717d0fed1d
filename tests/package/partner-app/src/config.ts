/**
 * What the partner's own server writes into /partner-config.js before the bundle runs: the API
 * base and the session token it obtained for its user. A global keeps the token out of URLs.
 */
export interface PartnerConfig {
  readonly apiBase: string;
  readonly token: string;
}

export const config: PartnerConfig = (window as unknown as { partnerConfig: PartnerConfig }).partnerConfig;
