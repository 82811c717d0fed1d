import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';
import { browserServer } from '../example-host/server/platform/browserServerPlugin.ts';

// One glob per sidebar section, in the sidebar's order (Introduction, Foundations, Components, Shell, Pages):
// groups the preview's storySort does not name keep this order.
const CSF_OR_MDX = '*.@(mdx|stories.@(ts|tsx))';

const config: StorybookConfig = {
  stories: [
    '../stories/Introduction.mdx',
    `../stories/foundations/**/${CSF_OR_MDX}`,
    `../stories/ui/**/${CSF_OR_MDX}`,
    `../stories/resource/**/${CSF_OR_MDX}`,
    `../stories/shell/**/${CSF_OR_MDX}`,
    `../stories/domains/**/${CSF_OR_MDX}`,
    // The in-page server's own checks: tests only (tagged !dev, so the sidebar does not list them).
    '../stories/support/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub-flavoured Markdown in MDX: the introductions' tables render as tables, not as pipes.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The src/ui primitives, now under Foundations and Components, get the themed root the preview gave `UI/` titles.
  previewAnnotations: (entries = []) => [...entries, fileURLToPath(new URL('./sections.tsx', import.meta.url))],
  // The reference server runs inside the page for stories with data (stories/support/storyServer.ts).
  viteFinal: (vite) => mergeConfig(vite, { plugins: [browserServer()] }),
};
export default config;
