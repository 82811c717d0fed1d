/**
 * A partner's Next.js portal (app router) in front of the reference server: the API and the
 * partner's session script are the reference server's, proxied under this app's own origin.
 * PARTNER_API_ORIGIN is set by tests/package/nextApp.ts for the build and for `next start`.
 */
const api = process.env.PARTNER_API_ORIGIN ?? 'http://127.0.0.1:9';

export default {
  eslint: { ignoreDuringBuilds: true },
  async rewrites() {
    return [
      { source: '/super_cloud/api/:path*', destination: `${api}/super_cloud/api/:path*` },
      { source: '/partner-config.js', destination: `${api}/partner-config.js` },
    ];
  },
};
