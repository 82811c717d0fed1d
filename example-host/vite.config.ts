/** Builds the reference console, served by the reference server under /super_cloud/admin/. */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS, keepGroupsLean } from './chunkRoles.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/super_cloud/admin/',
  plugins: [react(), keepGroupsLean()],
  build: {
    outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600,
    // Files by role (./chunkRoles.ts): a list page opened by link loads the entry, the frame, the list and its own page.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
