/** The portal's root layout (a server component): the partner's session script before the app. */
export const metadata = { title: 'Partner portal (Next.js)' };

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <head>
        {/* The partner's server writes the API base and the session token here, never into a URL. */}
        <script src="/partner-config.js" />
      </head>
      <body>{children}</body>
    </html>
  );
}
