import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { browserServer } from '../example-host/server/platform/browserServerPlugin.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The reference server runs inside the page for stories with data (stories/support/storyServer.ts).
  viteFinal: (vite) => mergeConfig(vite, { plugins: [browserServer()] }),
};
export default config;
