/**
 * The derived colours of the default theme (default tokens, #409EFF, green or dark sidebar), as
 * `deriveThemeColours` computes them: the provider's first render looks them up instead of running
 * hundreds of contrast checks before the page's first frame. The two sidebars differ only in the
 * active item's text. themeVariables.test.ts fails, printing what the code computes, when they no
 * longer match.
 */
const DEFAULT_COLOURS = 'primary=#409EFF,success=#67C23A,warning=#E6A23C,danger=#F56C6C,info=#909399,text=#303133,textSecondary=#606266,textPlaceholder=#6E7175,border=#DCDFE6,background=#FFFFFF,backgroundMuted=#F5F7FA';

const SHARED: Readonly<Record<string, string>> = {
  '--sc-primary-fill': '#3178C2',
  '--sc-primary-text': '#FFFFFF',
  '--sc-primary-ink': '#2E72B8',
  '--sc-primary-dark-1': '#3A8EE6',
  '--sc-primary-dark-2': '#337ECC',
  '--sc-text': '#303133',
  '--sc-text-secondary': '#606266',
  '--sc-text-placeholder': '#6E7175',
  '--sc-primary-dark': '#2967A6',
  '--sc-success-ink': '#427C25',
  '--sc-warning-ink': '#936826',
  '--sc-danger-ink': '#B04E4E',
  '--sc-info-ink': '#6D7074',
  '--sc-primary-light-1': '#53A8FF',
  '--sc-primary-light-2': '#66B1FF',
  '--sc-primary-light-3': '#79BBFF',
  '--sc-primary-light-4': '#8CC5FF',
  '--sc-primary-light-5': '#A0CFFF',
  '--sc-primary-light-6': '#B3D8FF',
  '--sc-primary-light-7': '#C6E2FF',
  '--sc-primary-light-8': '#D9ECFF',
  '--sc-primary-light-9': '#ECF5FF',
};

export const DERIVED_DEFAULTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [`green|${DEFAULT_COLOURS}`]: { ...SHARED, '--sc-sidebar-active-text': '#FFFFFF' },
  [`dark|${DEFAULT_COLOURS}`]: { ...SHARED, '--sc-sidebar-active-text': '#66B1FF' },
};
