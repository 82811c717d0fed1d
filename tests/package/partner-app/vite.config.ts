/**
 * How tests/package/partnerApp.ts bundles a copy of this partner app with Vite. The copy lives in
 * a temp folder with its own node_modules (the packed tarball installed there); this file stays in
 * the repo so that Vite and the React plugin come from ours. Set by the caller:
 * PARTNER_ROOT (the copy), PARTNER_ENTRY (html file), PARTNER_OUT, PARTNER_BASE, PARTNER_MODULES
 * (where to write the list of bundled module files, to prove which copy of the package was used),
 * PARTNER_SOURCEMAP=1 (source maps, for the per-package bench to tell a package's own bytes),
 * PARTNER_REACT=18 (React and React DOM 18.3 from the copy's `react18`/`react-dom18` aliases).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: build through tests/package/partnerApp.ts`);
  return value;
};

/** Writes the file path of every module that went into the bundle. */
function recordModules(file: string): Plugin {
  return {
    name: 'partner-record-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()].filter((id) => !id.startsWith('\0'));
      writeFileSync(file, JSON.stringify(ids));
    },
  };
}

const root = env('PARTNER_ROOT');

// The same app on React 18: every import of react or react-dom (ours, the router's, the app's)
// goes to the 18.3 copies the app installed under npm aliases.
const react18 = process.env.PARTNER_REACT === '18'
  ? ['react', 'react-dom'].map((name) => ({ find: new RegExp(`^${name}(?=$|/)`), replacement: resolve(root, 'node_modules', `${name}18`) }))
  : [];

export default defineConfig({
  root,
  base: process.env.PARTNER_BASE ?? '/',
  logLevel: 'error',
  plugins: [react(), recordModules(env('PARTNER_MODULES'))],
  // Packages resolve from the copy's node_modules: real folders (npm unpacks the tarball), so the
  // bundle holds the packed dist, never the repo's src/.
  resolve: { preserveSymlinks: false, alias: react18 },
  build: {
    outDir: env('PARTNER_OUT'),
    emptyOutDir: true,
    sourcemap: process.env.PARTNER_SOURCEMAP === '1',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: resolve(root, env('PARTNER_ENTRY')) },
  },
});
