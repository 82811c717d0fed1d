/**
 * A component's JSDoc as the Markdown of its docs page. react-docgen hands the description over
 * with its tags as plain text, so `@example` and the JSX after it reached the page as prose: the
 * tag printed as is and the JSX read as HTML (tags swallowed, attributes gone). Each example
 * becomes a fenced `tsx` block under an "Example" label; other tags stay as they are.
 */
const TAG = /^@(\w+)\s?(.*)$/;

/**
 * @example
 * jsdocMarkdown('A button.\n@example\n<Button>保存</Button>')
 * // 'A button.\n\n**Example**\n\n```tsx\n<Button>保存</Button>\n```'
 */
export function jsdocMarkdown(description: string): string {
  const lines = description.split('\n');
  const out: string[] = [];
  let example: string[] | null = null;
  const close = () => {
    if (!example) return;
    while (example.length && !example[example.length - 1]!.trim()) example.pop();
    if (example.length) out.push('', '**Example**', '', '```tsx', ...example, '```');
    example = null;
  };
  for (const line of lines) {
    const tag = line.trim().match(TAG);
    if (tag) {
      close();
      if (tag[1] === 'example') {
        example = tag[2]!.trim() ? [tag[2]!.trim()] : [];
        continue;
      }
    }
    if (example) example.push(line);
    else out.push(line);
  }
  close();
  return out.join('\n').trim();
}
