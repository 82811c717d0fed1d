import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, FormField, Select } from '../../src/ui';
import type { SelectOption } from '../../src/ui';
import { ANSWER_TIMEOUT } from '../support/StoryFrame';
import { docsOf } from '../support/docsOf';

const organisations: SelectOption[] = [
  { value: '101', label: '阳光花园物业服务中心' },
  { value: '102', label: '滨江壹号物业服务中心' },
  { value: '103', label: '科技园区餐饮中心' },
  { value: '104', label: '中心医院职工食堂' },
  { value: '105', label: '市第一中学食堂', disabled: true },
  { value: '106', label: '金融港写字楼运营中心' },
];

/** A fake remote search with latency, like POST /operationcenter/organization/list. */
const searchOrganisations = (query: string, signal: AbortSignal) =>
  new Promise<SelectOption[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(organisations.filter((o) => o.label.includes(query))), 300);
    signal.addEventListener('abort', () => { clearTimeout(timer); reject(new DOMException('aborted', 'AbortError')); });
  });

function SelectDemo({ onChange, remote }: { onChange: (value: string | null) => void; remote?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div style={{ width: 320 }}>
      <FormField label="所属机构" hint="输入名称筛选">
        <Select
          value={value} placeholder="请选择机构" clearable clearLabel="清除" toggleLabel="展开选项"
          loadingText="加载中…" emptyText="无匹配数据" errorText="加载失败"
          {...(remote ? { loadOptions: searchOrganisations } : { options: organisations })}
          onChange={(v) => { setValue(v); onChange(v); }}
        />
      </FormField>
    </div>
  );
}

/**
 * Opens the select and waits for its list: the first click also loads the combobox module (a lazy
 * chunk), which under load takes longer than a default query wait, so the wait is for the state
 * (expanded, the listbox there), with the generous bound of the page stories.
 */
async function openList(input: () => HTMLElement): Promise<HTMLElement> {
  await userEvent.click(input());
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'), { timeout: ANSWER_TIMEOUT });
  return screen.findByRole('listbox', {}, { timeout: ANSWER_TIMEOUT });
}

const meta = {
  title: 'Components/Select',
  component: docsOf<typeof SelectDemo>(Select), render: (args) => <SelectDemo {...args} />,
  args: { onChange: fn() },
} satisfies Meta<typeof SelectDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    // Found anew each time: the combobox replaces the light input when the field is first reached.
    const input = () => within(canvasElement).getByRole('combobox', { name: '所属机构' });
    const listbox = await openList(input);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(6), { timeout: ANSWER_TIMEOUT });

    await userEvent.type(input(), '物业');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['阳光花园物业服务中心', '滨江壹号物业服务中心']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('102');
    await expect(input()).toHaveValue('滨江壹号物业服务中心');
    await expect(input()).toHaveAttribute('aria-expanded', 'false');

    // Typing highlights the first match, so Enter alone picks it.
    await userEvent.clear(input());
    await userEvent.type(input(), '食堂');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('104');

    // No match: the empty state is shown and announced.
    await userEvent.clear(input());
    await userEvent.type(input(), '不存在的机构');
    await expect(await screen.findByRole('status')).toHaveTextContent('无匹配数据');

    // Esc closes; leaving the field restores the chosen value's label.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input()).toHaveValue('中心医院职工食堂');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const RemoteOptions: Story = {
  args: { remote: true },
  play: async ({ canvasElement, args }) => {
    // Found anew each time: the combobox replaces the light input when the field is first reached.
    const input = () => within(canvasElement).getByRole('combobox', { name: '所属机构' });
    await userEvent.click(input());
    await expect(await screen.findByRole('status', {}, { timeout: ANSWER_TIMEOUT })).toHaveTextContent('加载中…');
    await expect(input()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6), { timeout: ANSWER_TIMEOUT });
    await expect(input()).not.toHaveAttribute('aria-busy');
    const listbox = screen.getByRole('listbox');

    await userEvent.type(input(), '物业');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('101');
    await expect(input()).toHaveValue('阳光花园物业服务中心');

    await userEvent.click(within(canvasElement).getByRole('button', { name: '清除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input()).toHaveValue('');
  },
};

/** Inside a modal dialog: the portalled list is usable and Esc closes the list, not the dialog. */
export const InDialog: Story = {
  render: (args) => {
    function Demo() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button onClick={() => setOpen(true)}>新增</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="新增住户" closeLabel="关闭">
            <SelectDemo {...args} />
          </Dialog>
        </>
      );
    }
    return <Demo />;
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新增住户' });
    const input = () => within(dialog).getByRole('combobox', { name: '所属机构' });
    // Waits for the list the click opens (not for time): the flake of issue 30 was a 1 s query wait.
    let listbox = await openList(input);
    await userEvent.click(await within(listbox).findByRole('option', { name: '科技园区餐饮中心' }, { timeout: ANSWER_TIMEOUT }));
    await expect(args.onChange).toHaveBeenLastCalledWith('103');
    await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
    await expect(dialog).toBeInTheDocument();
    listbox = await openList(input);
    await within(listbox).findByRole('option', { name: /科技园区/ }, { timeout: ANSWER_TIMEOUT });
    await userEvent.keyboard('{Escape}');
    await expect(input()).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
