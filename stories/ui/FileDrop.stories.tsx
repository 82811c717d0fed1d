import { useState } from 'react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../src/ui';
import { FileDrop } from '../../src/ui/FileDrop';
import { docsOf } from '../support/docsOf';

const zh = {
  prompt: '将文件拖到此处，或', choose: '点击上传', remove: '移除',
  tooLarge: (max: string) => `文件大小不能超过 ${max}`, wrongType: (accept: string) => `只能上传 ${accept} 文件`,
};

type DemoProps = Omit<ComponentProps<typeof FileDrop>, 'file' | 'onChange'> & { onChange: (file: File | null) => void };

/** The household import dialog's file row. */
function ImportDemo({ onChange, ...props }: DemoProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <div style={{ width: 420 }}>
      <FormField label="导入文件" hint="支持 .xlsx、.csv，不超过 10 MB">
        <FileDrop labels={zh} {...props} file={file} onChange={(f) => { setFile(f); onChange(f); }} />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Components/FileDrop',
  component: docsOf<typeof ImportDemo>(FileDrop), render: (args) => <ImportDemo {...args} />,
  args: { accept: '.xlsx,.csv', maxSize: 10 * 1024 * 1024, onChange: fn() },
} satisfies Meta<typeof ImportDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: '导入文件 点击上传' });
    await expect(choose).toHaveAccessibleDescription('支持 .xlsx、.csv，不超过 10 MB 将文件拖到此处，或');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['房号,业主\n1-101,张三'], '住户导入.csv', { type: 'text/csv' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('住户导入.csv')).toBeVisible();
    await expect(canvas.getByText('0.1 KB')).toBeVisible();

    // A dropped file skips the chooser's type filter: the drop zone checks it.
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['x'], '照片.png', { type: 'image/png' }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      canvas.getByText('将文件拖到此处，或').dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    }
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 .xlsx,.csv 文件'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('住户导入.csv')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '移除 住户导入.csv' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('住户导入.csv')).not.toBeInTheDocument();
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1024 * 1024 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], '全年账单.xlsx'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('文件大小不能超过 1 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '导入文件 点击上传' })).toBeDisabled();
  },
};
