import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ApplicationManagePage, AuxiliaryAppPage, AuxiliaryMiniProgramPage, DictionaryPage, InterfacesPage, PromptAudioPage, RegionsPage, SequencesPage,
  TempViewDataPage, TempViewSettingsPage, EmailSettingPage, WxTemplatePage,
} from '../../src/domains/settings';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, dataRows, findToast, headersOf, openPage, pick, pickRef, rowWith } from '../support/pagePlay';

/**
 * The 基础设置 pages mounted alone against the in-page reference server with the seeded
 * dictionaries, regions, sequences, temperature views and app menus.
 */
const meta: Meta = { title: 'Pages/基础设置 (Base settings)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 数据字典: choosing a group shows its items; an item added there is then offered by the item
 * select of the group's project values (and another group's item is not).
 */
export const Dictionary: Story = {
  render: () => <StoryFrame path="/basesetting/dictionaryGroup"><DictionaryPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const groups = await c.findByRole('list', { name: '字典分组' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(await within(groups).findByRole('button', { name: /与业主关系/ }, { timeout: SERVER_TIMEOUT }));
    const detail = c.getByRole('region', { name: '分组内容' });
    const { grid } = await openPage(detail, '与业主关系（HOUSE_RELATION）');
    await expect(rowWith(grid, '租客')).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增与业主关系（HOUSE_RELATION）' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /字典项名称/ }), '保姆');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /字典值/ }), 'nanny');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowWith(grid, '保姆')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });

    await userEvent.click(within(detail).getByRole('radio', { name: '项目字典项' }));
    await within(detail).findByRole('heading', { level: 1, name: '与业主关系' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(detail).getByRole('button', { name: '新增' }));
    const orgDialog = await screen.findByRole('dialog', { name: '新增与业主关系' });
    await userEvent.click(within(orgDialog).getByRole('combobox', { name: /字典项/ }));
    await expect(await screen.findByRole('option', { name: '保姆' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: '微信支付' })).toBeNull();
  },
};

/** 省市区: the region tree; choosing 深圳市 lists its districts beside it. */
export const Regions: Story = {
  render: () => <StoryFrame path="/basesetting/provincecity"><RegionsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '省级区域');
    await expect(rowWith(grid, '广东省')).toBeTruthy();
    const tree = await within(canvasElement).findByRole('tree', { name: '区域' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索节点' }), '深圳');
    await userEvent.click(await within(tree).findByRole('treeitem', { name: /深圳市/ }));
    await userEvent.keyboard('{Enter}');
    const { grid: children } = await openPage(canvasElement, '深圳市的下级区域');
    await waitFor(() => expect(rowWith(children, '南山区')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
  },
};

/** 序列号: the seeded number sequences. */
export const Sequences: Story = {
  render: () => <StoryFrame path="/basesetting/seq"><SequencesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '序列号');
    await expect(rowWith(grid, 'ORDER_DINNER')).toBeTruthy();
  },
};

/** 测温展示设置 per project. */
export const TempViewSettings: Story = {
  render: () => <StoryFrame path="/basesetting/tempViewSettings"><TempViewSettingsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '测温展示设置');
    await expect(dataRows(grid).length).toBe(2);
  },
};

/** 测温数据: the readings of the face terminals. */
export const TempViewData: Story = {
  render: () => <StoryFrame path="/basesetting/tempViewDat"><TempViewDataPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '测温数据');
    await expect(dataRows(grid).length).toBeGreaterThan(5);
  },
};

/** 应用管理: an app menu entry added to a service appears in the list. */
export const ApplicationManage: Story = {
  render: () => <StoryFrame path="/basesetting/applicationManage"><ApplicationManagePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const heading = await c.findByRole('heading', { level: 1, name: '应用管理' }, { timeout: SERVER_TIMEOUT });
    const page = heading.closest('section')!;
    await within(page).findByRole('grid', { name: '应用管理' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增应用管理' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /服务/ }));
    await userEvent.click(await screen.findByRole('option', { name: '物业服务' }, { timeout: ANSWER_TIMEOUT }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /菜单/ }));
    const options = await screen.findAllByRole('option', {}, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(options[0]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /显示名称/ }), '报修');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await findToast(/保存/)).toBeVisible();
  },
};

/** A short silent WAV (8 kHz, 8-bit mono): a real sound file for the upload. */
function silentWav(name: string, samples = 1600): File {
  const b = new Uint8Array(44 + samples).fill(0x80);
  const v = new DataView(b.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((ch, i) => { b[at + i] = ch.charCodeAt(0); });
  ascii(0, 'RIFF'); v.setUint32(4, 36 + samples, true); ascii(8, 'WAVE'); ascii(12, 'fmt ');
  v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true); v.setUint32(24, 8000, true);
  v.setUint32(28, 8000, true); v.setUint16(32, 1, true); v.setUint16(34, 8, true); ascii(36, 'data'); v.setUint32(40, samples, true);
  return new File([b], name, { type: 'audio/wav' });
}

/**
 * 提示音管理: a file whose bytes are not the sound its name says is refused by the server (its
 * message shown, the typed name kept); a real WAV uploads, plays in the form and in the list.
 */
export const PromptAudio: Story = {
  render: () => <StoryFrame path="/basesetting/promptAudioManage"><PromptAudioPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const heading = await c.findByRole('heading', { level: 1, name: '提示音管理' }, { timeout: SERVER_TIMEOUT });
    const page = heading.closest('section')!;
    const grid = await within(page).findByRole('grid', { name: '提示音管理' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增提示音管理' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /提示音名称/ }), '门禁开启提示');
    await pickRef(dialog, '项目', '海岸');
    await pick(dialog, '使用场景', '门禁开启');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'fake.mp3', { type: 'audio/mpeg' }));
    await expect(await within(dialog).findByText(/上传失败：文件内容与扩展名不符/, {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /提示音名称/ })).toHaveValue('门禁开启提示');
    await userEvent.upload(input, silentWav('开门.wav'));
    await waitFor(() => expect(dialog.querySelector('audio[aria-label="试听"]')).not.toBeNull(), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowWith(grid, '门禁开启提示')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    const player = cellOf(grid, rowWith(grid, '门禁开启提示'), '音频文件').querySelector('audio');
    await expect(player).toHaveAttribute('src', expect.stringContaining('/common/file/geturl/'));
  },
};

/**
 * 辅助功能管理: the app's features, with those only the app has (人脸通行); a feature added to a
 * project (蓝牙开门, app only) shows in the list with 停用 on its row.
 */
export const AuxiliaryApp: Story = {
  render: () => <StoryFrame path="/basesetting/auxiliaryManage"><AuxiliaryAppPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '辅助功能管理', 5);
    const page = grid.closest('section')!;
    await waitFor(() => expect(rowWith(grid, '人脸通行')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /^新增/ });
    await pickRef(dialog, '项目', '鹏城');
    await pick(dialog, '功能', '蓝牙开门');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /显示名称/ }), '蓝牙开门');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^新增/ })).toBeNull(), { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(rowWith(grid, '蓝牙开门')).getAllByRole('button', { name: /^停用 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/**
 * 小程序辅助功能: the seeded features with 启用/停用 per row; a second row of a feature a project
 * already has is refused on 功能 with the server's message, the typed label kept.
 */
export const AuxiliaryMiniProgram: Story = {
  render: () => <StoryFrame path="/basesetting/auxiliaryManageMiniProgram"><AuxiliaryMiniProgramPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '小程序辅助功能', 5);
    const page = grid.closest('section')!;
    await expect(within(rowWith(grid, '访客邀请')).getAllByRole('button', { name: /^停用 / }).length).toBeGreaterThan(0);
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增小程序辅助功能' });
    await pickRef(dialog, '项目', '鹏城');
    await pick(dialog, '功能', '报事报修');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /显示名称/ }), '我要报修');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(/该项目已配置“报事报修”功能/, {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /显示名称/ })).toHaveValue('我要报修');
  },
};

/**
 * 接口管理: a mail address as the base URL passes the form's link check but the server refuses it
 * on 接口地址 (the text kept); with an https URL and a secret the row says 已设置, and 连通性检测
 * stores a result.
 */
export const Interfaces: Story = {
  render: () => <StoryFrame path="/basesetting/interfaceManage"><InterfacesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '接口管理', 4);
    const page = grid.closest('section')!;
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增接口管理' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /接口名称/ }), '电子发票平台');
    await pick(dialog, '服务类型', '电子发票');
    const url = within(dialog).getByRole('textbox', { name: /接口地址/ });
    await userEvent.type(url, 'mailto:invoice@example.com');
    await userEvent.type(within(dialog).getByLabelText(/访问密文/), 'SK-demo');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(/接口地址必须是以 http:\/\/ 或 https:\/\/ 开头/, {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(url).toHaveValue('mailto:invoice@example.com');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://invoice.example.com/api');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowWith(grid, '电子发票平台')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    await expect(cellOf(grid, rowWith(grid, '电子发票平台'), '凭据')).toHaveTextContent('已设置');
    await userEvent.click(within(rowWith(grid, '电子发票平台')).getByRole('button', { name: '连通性检测 电子发票平台' }));
    await expect(await findToast(/“电子发票平台”连通性检测：/)).toBeVisible();
    await waitFor(() => expect(cellOf(grid, rowWith(grid, '电子发票平台'), '检测结果')).not.toHaveTextContent('未检测'), { timeout: ANSWER_TIMEOUT });
  },
};

/** 微信模板消息: which WeChat template each message type uses on each public account. */
export const WxTemplate: Story = {
  render: () => <StoryFrame path="/basesetting/wxTemplate"><WxTemplatePage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '微信模板消息');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['模板标题', '消息类型', '微信模板ID', '状态']));
  },
};

/** 邮件设置: SMTP sender accounts; the 授权码 is write-only, so no column shows it. */
export const EmailSetting: Story = {
  render: () => <StoryFrame path="/basesetting/EmailSetting"><EmailSettingPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '邮件设置');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['配置名称', 'SMTP服务器', '端口', '发件账号']));
    await expect(headersOf(grid)).not.toContain('授权码');
    await expect(rowWith(grid, 'smtp.example.com')).toBeInTheDocument();
  },
};
