import { describe, expect, it } from 'vitest';
import { jsdocMarkdown } from '../../stories/support/jsdocMarkdown';

describe('jsdocMarkdown (the docs pages\' component descriptions)', () => {
  it('puts an @example in a fenced tsx block instead of prose', () => {
    const md = jsdocMarkdown('A button; `loading` disables it and marks it busy.\n@example\n<Button variant="primary" loading={saving} onClick={save}>保存</Button>');
    expect(md).toBe('A button; `loading` disables it and marks it busy.\n\n**Example**\n\n```tsx\n<Button variant="primary" loading={saving} onClick={save}>保存</Button>\n```');
    expect(md).not.toContain('@example');
  });

  it('keeps a multi-line example whole, its indentation included (the Table\'s columns)', () => {
    const md = jsdocMarkdown('A data grid.\n@example\n<Table label="订单列表" rows={orders}\n  columns={[\n    { key: \'orderNo\', header: \'订单号\' },\n  ]} />');
    expect(md).toContain('```tsx\n<Table label="订单列表" rows={orders}\n  columns={[\n    { key: \'orderNo\', header: \'订单号\' },\n  ]} />\n```');
  });

  it('fences each of several examples, an example on the tag\'s own line too, and leaves other tags', () => {
    const md = jsdocMarkdown('Two uses.\n@example <A />\n@example\n<B />\n@deprecated use C');
    expect(md).toBe('Two uses.\n\n**Example**\n\n```tsx\n<A />\n```\n\n**Example**\n\n```tsx\n<B />\n```\n@deprecated use C');
  });

  it('leaves a description without tags as it is', () => {
    expect(jsdocMarkdown('Plain text, with `code`.')).toBe('Plain text, with `code`.');
  });
});
