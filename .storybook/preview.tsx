import type { CSSProperties } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { themeVariables } from '../src/core';
import type { ControlSize, Locale } from '../src/core';
import { STORY_DEFAULTS, STORY_GLOBAL_TYPES, StoryPreferencesProvider, type StoryPreferences } from '../stories/support/storyGlobals';
import { configure } from 'storybook/test';
import { A11Y_EXCEPTIONS } from './a11yExceptions';

// Play functions wait up to 10 s for a state (findBy*, waitFor), as the jsdom tests do, not Testing Library's 1 s:
// a menu or dialog that loads a lazy chunk on a busy shared machine can take longer than a second. A wait ends as
// soon as its state is there, so only a failing story pays for it.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The toolbar's locale, colour and size reach every AdminProvider of the story (ShellFrame and
 * StoryFrame read them). The src/ui primitives have no provider: they get a root with the theme
 * variables AdminProvider would set, so the colour and size switches recolour and resize them too.
 */
const withPreferences: Decorator = (Story, context) => {
  const g = context.globals as Partial<Record<keyof StoryPreferences, string>>;
  const prefs: StoryPreferences = {
    locale: (g.locale as Locale | undefined) ?? STORY_DEFAULTS.locale,
    primary: g.primary ?? STORY_DEFAULTS.primary,
    size: (g.size as ControlSize | undefined) ?? STORY_DEFAULTS.size,
  };
  const primitive = context.title.startsWith('Components/') || context.title.startsWith('UI/');
  return (
    <StoryPreferencesProvider value={prefs}>
      {primitive ? (
        <div data-admin-root="" data-size={prefs.size} lang={prefs.locale} style={themeVariables({ primary: prefs.primary }, prefs.size) as CSSProperties}>
          <Story />
        </div>
      ) : <Story />}
    </StoryPreferencesProvider>
  );
};

const preview: Preview = {
  // A docs page (props table from the component's types, every story) for every component and page.
  tags: ['autodocs'],
  globalTypes: STORY_GLOBAL_TYPES,
  initialGlobals: { locale: STORY_DEFAULTS.locale, primary: STORY_DEFAULTS.primary, size: STORY_DEFAULTS.size },
  decorators: [withPreferences],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'Foundations', ['Introduction', '*'], 'Components', ['Introduction', '*', 'Resource'], 'Shell', ['Introduction', '*'], 'Pages', ['Introduction', '*', ['页面一览 (Overview)', '*']]] },
    },
    // axe on every story, in the a11y panel and in the story tests (a violation fails the test).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      config: { rules: A11Y_EXCEPTIONS.map(({ rule }) => ({ id: rule, enabled: false })) },
    },
  },
};
export default preview;
