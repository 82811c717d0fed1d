/**
 * The axe rules the story tests do not apply to every story, each with its reason (README,
 * "Storybook › Accessibility"). A rule switched off for a few stories only is set in those
 * stories' `parameters.a11y` with its reason next to it; this list is for the whole catalogue.
 */
// color-contrast runs on every story: the default theme derives readable shades of #409EFF and the status
// colours (src/core/theme.ts, readableInk/readableFill), so no story needs the rule off.
export const A11Y_EXCEPTIONS: readonly { rule: string; reason: string }[] = [];

/**
 * `parameters.a11y` of stories that need one more rule off, with the reason given in the call.
 * Storybook replaces (does not merge) the rules array, so the catalogue-wide list is kept in.
 * @example
 * parameters: { ...a11yAlsoWithout('label-content-name-mismatch', 'calendar days are named by their full date') }
 */
export function a11yAlsoWithout(rule: string, reason: string) {
  return {
    a11y: { config: { rules: [...A11Y_EXCEPTIONS, { rule }].map((e) => ({ id: e.rule, enabled: false })) } },
    a11yException: { rule, reason },
  };
}
