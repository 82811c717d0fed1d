/**
 * The Storybook toolbar's locale, theme colour and size, handed to every AdminProvider a story
 * renders (ShellFrame, StoryFrame) and, for the src/ui primitives that have no provider, to a
 * root carrying the same theme variables the provider sets. A story's own props still win, so
 * a story about the English page stays English whatever the toolbar says.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ControlSize, Locale } from '../../src/core';
import { THEME_PRESETS } from '../../src/shell/navbar/ThemePicker';

export interface StoryPreferences {
  readonly locale: Locale;
  /** Primary colour; the sidebar keeps its default (green) palette. */
  readonly primary: string;
  readonly size: ControlSize;
}

/** What the console starts with (zh-CN, #409EFF, medium): every story's play function reads this. */
export const STORY_DEFAULTS: StoryPreferences = { locale: 'zh-CN', primary: THEME_PRESETS[0].value, size: 'medium' };

const StoryPreferencesContext = createContext<StoryPreferences>(STORY_DEFAULTS);

/** The toolbar's choices (the defaults outside Storybook's decorator). */
export const useStoryPreferences = (): StoryPreferences => useContext(StoryPreferencesContext);

export function StoryPreferencesProvider({ value, children }: { value: StoryPreferences; children?: ReactNode }) {
  return <StoryPreferencesContext.Provider value={value}>{children}</StoryPreferencesContext.Provider>;
}

/** A key that changes with the toolbar: AdminProvider reads locale, theme and size once, so it is mounted anew. */
export const preferencesKey = (p: StoryPreferences): string => `${p.locale}|${p.primary}|${p.size}`;

/** The toolbar's menus (preview `globalTypes`). */
export const STORY_GLOBAL_TYPES = {
  locale: {
    description: 'Console language (AdminProvider `locale`)',
    toolbar: {
      title: 'Locale', icon: 'globe', dynamicTitle: true,
      items: [{ value: 'zh-CN', title: '简体中文 (zh-CN)' }, { value: 'en', title: 'English (en)' }, { value: 'es', title: 'Español (es)' }],
    },
  },
  primary: {
    description: 'Theme colour (AdminProvider `theme.primary`)',
    toolbar: {
      title: 'Theme colour', icon: 'paintbrush', dynamicTitle: true,
      items: THEME_PRESETS.map((p) => ({ value: p.value, title: `${p.key} ${p.value}` })),
    },
  },
  size: {
    description: 'Control size (AdminProvider `size`)',
    toolbar: {
      title: 'Size', icon: 'ruler', dynamicTitle: true,
      items: (['default', 'medium', 'small', 'mini'] as const).map((s) => ({ value: s, title: s })),
    },
  },
} as const;
