import { useState } from 'react';
import { styled } from 'styled-components';
import { usePreferences, useT } from '../../core';
import { ColorSwatchPicker, Drawer, IconButton, SegmentedControl, cssVar } from '../../ui';

/**
 * The preset colours (Element's palette of the original theme picker); the first is the default.
 * @example
 * THEME_PRESETS.map((p) => <ColorSwatch key={p.key} color={p.value} />)
 */
export const THEME_PRESETS = [
  { value: '#409EFF', key: 'blue' },
  { value: '#13C2C2', key: 'cyan' },
  { value: '#11A983', key: 'green' },
  { value: '#FA8C16', key: 'orange' },
  { value: '#F5222D', key: 'red' },
  { value: '#722ED1', key: 'purple' },
] as const;

const Section = styled.section`
  padding: ${cssVar.spaceSm} 20px 20px;
  h3 { margin: 0 0 ${cssVar.spaceMd}; font-size: ${cssVar.fontSize}; font-weight: 500; color: ${cssVar.text}; }
`;

/**
 * The theme picker (000 sections 2 and 9): preset swatches, a custom colour and the sidebar
 * style (the default green one, or dark), in a settings drawer. Choosing recolours the console at once through the CSS
 * variables (no stylesheet download) and shows '换肤成功'.
 * @example
 * <ThemePicker />
 */
export function ThemePicker() {
  const t = useT();
  const { theme, setTheme } = usePreferences();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton icon="theme" label={t('navbar.theme')} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" size={300} title={t('theme.label')} closeLabel={t('common.close')}>
        <Section aria-labelledby="sc-theme-primary">
          <h3 id="sc-theme-primary">{t('theme.primary')}</h3>
          <ColorSwatchPicker
            aria-labelledby="sc-theme-primary" customLabel={t('theme.color.custom')} value={theme.primary}
            colors={THEME_PRESETS.map((p) => ({ value: p.value, label: t(`theme.color.${p.key}`) }))}
            onChange={(primary) => { if (primary.toUpperCase() !== theme.primary.toUpperCase()) setTheme({ primary }); }}
          />
        </Section>
        <Section aria-labelledby="sc-theme-sidebar">
          <h3 id="sc-theme-sidebar">{t('theme.sidebar')}</h3>
          <SegmentedControl
            aria-labelledby="sc-theme-sidebar" value={theme.sidebar}
            options={[{ value: 'green', label: t('theme.sidebar.green') }, { value: 'dark', label: t('theme.sidebar.dark') }]}
            onChange={(sidebar) => setTheme({ sidebar })}
          />
        </Section>
      </Drawer>
    </>
  );
}
