import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { FileDrop, fileMatchesAccept, formatFileSize } from '../../../src/ui/FileDrop';

const labels = {
  prompt: '将文件拖到此处，或', choose: '点击选择', remove: '移除',
  tooLarge: (max: string) => `文件不能超过 ${max}`, wrongType: (accept: string) => `仅支持 ${accept} 格式`,
};

function setup() {
  const changes: (File | null)[] = [];
  function Harness() {
    const [file, setFile] = useState<File | null>(null);
    return <FileDrop accept=".xlsx,.csv" maxSize={1024} labels={labels} file={file} onChange={(f) => { changes.push(f); setFile(f); }} />;
  }
  return { changes, Harness };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const csv = (bytes = 100, name = 'rooms.csv') => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });

/** Fires the drag events a real drop fires, carrying `file`. */
function drop(target: Element, file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

describe('FileDrop in Chromium', () => {
  it('takes a file chosen through the input and shows its name and size; remove clears it', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    await userEvent.upload(fileInput(), csv(900));
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]!.name).toBe('rooms.csv');
    await expect.element(screen.getByText('rooms.csv')).toBeVisible();
    await expect.element(screen.getByText('0.9 KB')).toBeVisible();
    expect(screen.getByRole('alert').element().textContent).toBe('');

    await screen.getByRole('button', { name: /移除/ }).click();
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByText('rooms.csv').query()).toBeNull();
    // Focus goes back to the choose button instead of being lost with the removed one.
    await expect.poll(() => document.activeElement?.textContent).toBe('点击选择');
  });

  it('refuses a wrong type and a too large file with an alert, keeping the previous file', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    await userEvent.upload(fileInput(), csv(100, 'ok.csv'));
    await expect.poll(() => changes.length).toBe(1);

    await userEvent.upload(fileInput(), new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('仅支持 .xlsx,.csv 格式');
    await userEvent.upload(fileInput(), csv(2048, 'big.csv'));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('文件不能超过 1 KB');
    expect(changes).toHaveLength(1);
    await expect.element(screen.getByText('ok.csv')).toBeVisible();
    const choose = screen.getByRole('button', { name: '点击选择' });
    await expect.element(choose).toHaveAttribute('aria-invalid', 'true');

    // A good file clears the message.
    await userEvent.upload(fileInput(), csv(10, 'next.CSV'));
    await expect.poll(() => changes.at(-1)?.name).toBe('next.CSV');
    await expect.poll(() => screen.getByRole('alert').element().textContent).toBe('');
    await expect.element(choose).not.toHaveAttribute('aria-invalid');
  });

  it('accepts a dropped file, highlighting the zone while dragging over it', async () => {
    const { changes, Harness } = setup();
    const screen = await render(<Harness />);
    const target = screen.getByText('将文件拖到此处，或').element();
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(csv(300, 'drop.csv'));
    target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
    await expect.poll(() => document.querySelector('[data-dragover]')).not.toBeNull();
    const zone = document.querySelector('[data-dragover]')!;
    // Polled: the border colour fades in with a transition.
    await expect.poll(() => getComputedStyle(zone).borderTopColor, { timeout: 5000 }).toBe('rgb(64, 158, 255)');
    // Crossing into a child and back out of it is not leaving the zone; leaving the zone is.
    const child = screen.getByRole('button', { name: '点击选择' }).element();
    child.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer }));
    target.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true, dataTransfer }));
    await expect.poll(() => zone.hasAttribute('data-dragover')).toBe(true);
    child.dispatchEvent(new DragEvent('dragleave', { bubbles: true, cancelable: true, dataTransfer }));
    await expect.poll(() => zone.hasAttribute('data-dragover')).toBe(false);
    drop(target, csv(300, 'drop.csv'));
    await expect.poll(() => changes.at(-1)?.name).toBe('drop.csv');
    await expect.poll(() => document.querySelector('[data-dragover]')).toBeNull();
    await expect.element(screen.getByText('drop.csv')).toBeVisible();

    // A dropped file skips the browser's accept filter, so the type check matters here.
    drop(target, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('仅支持 .xlsx,.csv 格式');
    expect(changes).toHaveLength(1);
  });

  it('opens the file chooser from the keyboard through the visible button', async () => {
    const { Harness } = setup();
    const screen = await render(<Harness />);
    let opened = 0;
    fileInput().addEventListener('click', () => { opened += 1; });
    (screen.getByRole('button', { name: '点击选择' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => opened).toBe(1);
    expect(fileInput().tabIndex).toBe(-1);
  });
});

describe('file helpers', () => {
  it('formats sizes in KB and MB', () => {
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10)).toBe('0.1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });

  it('matches extensions case-insensitively and MIME types with wildcards', () => {
    expect(fileMatchesAccept({ name: 'A.XLSX', type: '' }, '.xlsx,.csv')).toBe(true);
    expect(fileMatchesAccept({ name: 'a.xls', type: '' }, '.xlsx, .csv')).toBe(false);
    expect(fileMatchesAccept({ name: 'p.jpg', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(fileMatchesAccept({ name: 'p.txt', type: 'text/plain' }, 'image/*,text/csv')).toBe(false);
    expect(fileMatchesAccept({ name: 'any.bin', type: '' }, undefined)).toBe(true);
  });
});
