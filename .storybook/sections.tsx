/**
 * Preview annotations added by main.ts (the preview's own are in preview.tsx):
 * - the src/ui primitives have no AdminProvider: the preview's decorator gives the `Components/` stories a
 *   root with the theme variables the provider would set; the primitives shown under Foundations (theme
 *   presets, icons) get the same root here, following the toolbar's colour and size;
 * - a docs page shows the component's JSDoc with its `@example` as a code block (jsdocMarkdown).
 */
import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { themeVariables } from '../src/core';
import type { ControlSize, Locale } from '../src/core';
import { jsdocMarkdown } from '../stories/support/jsdocMarkdown';
import { STORY_DEFAULTS } from '../stories/support/storyGlobals';

const PRIMITIVES = /^Foundations\//;

const withThemedRoot: Decorator = (Story, context) => {
  if (!PRIMITIVES.test(context.title)) return <Story />;
  const g = context.globals as Partial<Record<'locale' | 'primary' | 'size', string>>;
  const size = (g.size as ControlSize | undefined) ?? STORY_DEFAULTS.size;
  const locale = (g.locale as Locale | undefined) ?? STORY_DEFAULTS.locale;
  const primary = g.primary ?? STORY_DEFAULTS.primary;
  return (
    <div data-admin-root="" data-size={size} lang={locale} style={themeVariables({ primary }, size) as CSSProperties}>
      <Story />
    </div>
  );
};

export const decorators = [withThemedRoot];

export const parameters = {
  docs: {
    extractComponentDescription: (component: unknown, context: { notes?: unknown }) =>
      jsdocMarkdown(extractComponentDescription(component as never, context as never) ?? ''),
  },
};
