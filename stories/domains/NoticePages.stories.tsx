import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BannersPage, EmailMessagesPage, EmailSettingsPage, MediaFilesPage, MessagePushPage, NoticesPage, SmsAccountsPage, SmsHistoryPage, SmsMessagesPage,
  TemplateMessagesPage, TemplateSettingsPage, WechatNoticesPage,
} from '../../src/domains/notice';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { dataRows, findToast, firstOffered, headersOf, openPage } from '../support/pagePlay';

/**
 * Every notice page mounted alone against the in-page reference server with the seeded notices
 * (clock pinned to 2026-11-21). Seeded messages were written by the demo login `project`, so the
 * admin of these stories is another person and may review them.
 */
const meta: Meta = { title: 'Pages/通知中心 (Notice centre)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 公告's approval queue: 待审核 first; 发布审核 asks 通过 or 驳回, a rejection needs its note; the
 * rejected notice leaves 待审核 and shows in 已驳回 with the note.
 */
export const AnnouncementReview: Story = {
  render: () => <StoryFrame path="/noticeCenter/notice"><NoticesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '公告管理');
    const tabs = within(page).getByRole('tablist', { name: '审核状态' });
    await expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['待审核', '已通过', '已驳回']);
    await expect(within(tabs).getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    const { button, name } = await firstOffered(grid, '发布审核');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `发布审核 · ${name}` });
    await userEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await expect(await within(dialog).findByText('审核意见不能为空')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '审核意见' }), '请补充停水的具体时间');
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await findToast('驳回成功');
    await waitFor(() => expect(within(grid).queryByRole('button', { name: `发布审核 ${name}` })).toBeNull(), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(tabs).getByRole('tab', { name: '已驳回' }));
    const rejected = await within(canvasElement).findByRole('grid', { name: '公告管理' });
    await waitFor(() => expect(within(rejected).getByText('请补充停水的具体时间')).toBeVisible(), { timeout: ANSWER_TIMEOUT });
    await expect(headersOf(rejected)).toContain('审核意见');
  },
};

const queueStory = (path: string, heading: string, node: React.ReactNode): Story => ({
  render: () => <StoryFrame path={path}>{node}</StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, heading);
    await expect(within(page).getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    await firstOffered(grid, '发布审核');
    // Arrow keys move between the queues, as a tab list does.
    within(page).getByRole('tab', { name: '待审核' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // The list remounts for the queue: look the page up again.
    await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true'), { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: '已通过' })).toHaveFocus());
    const approved = await within(canvasElement).findByRole('grid', { name: heading });
    await waitFor(() => expect(dataRows(approved).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(approved).queryAllByRole('button', { name: /^发布审核 / })).toHaveLength(0);
  },
});

export const SmsMessages = queueStory('/noticeCenter/smsMessage', '短信消息', <SmsMessagesPage today={STORY_TODAY} />);
export const EmailMessages = queueStory('/noticeCenter/emailMessage', '邮件消息', <EmailMessagesPage today={STORY_TODAY} />);
export const TemplateMessages = queueStory('/noticeCenter/templateMessage', '模板消息', <TemplateMessagesPage today={STORY_TODAY} />);

/** 轮播图: each picture in the list, its order and schedule; an end before the start is said on 结束时间 and the form keeps what was typed. */
export const Banners: Story = {
  render: () => <StoryFrame path="/noticeCenter/banner"><BannersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '轮播图管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['图片', '标题', '跳转链接', '排序', '开始时间', '结束时间']));
    await expect(within(grid).getByRole('img', { name: '业主节活动报名' })).toBeVisible();
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /轮播图/ });
    const link = within(dialog).getByRole('textbox', { name: /跳转链接/ });
    await userEvent.type(link, 'ftp://files.example.com');
    await userEvent.tab();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveValue('ftp://files.example.com');
  },
};

/** 短信账号: the remaining quota above the accounts, per provider and in total. */
export const SmsAccounts: Story = {
  render: () => <StoryFrame path="/basesetting/mobileConfig"><SmsAccountsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '短信账号');
    await expect(await within(page).findByText('剩余短信合计 9840 条', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(page).getByRole('table', { name: '短信余量' })).toBeVisible();
  },
};

/** 短信记录: a log, nothing to add, edit or delete. */
export const SmsHistory: Story = {
  render: () => <StoryFrame path="/basesetting/smsAuthcode"><SmsHistoryPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '短信记录');
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
    await expect(within(grid).queryAllByRole('button', { name: /^(编辑|删除) / })).toHaveLength(0);
  },
};

const listStory = (path: string, heading: string, node: React.ReactNode): Story => ({
  render: () => <StoryFrame path={path}>{node}</StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, heading);
    await expect(dataRows(grid).length).toBeGreaterThan(0);
  },
});

export const WechatNotices = listStory('/noticeCenter/noticeWx', '公众号通知', <WechatNoticesPage today={STORY_TODAY} />);
export const MessagePush = listStory('/noticeCenter/messagePush', '消息推送', <MessagePushPage today={STORY_TODAY} />);
export const MediaFiles = listStory('/noticeCenter/mediaFile', '媒体文件', <MediaFilesPage today={STORY_TODAY} />);
export const EmailSettings = listStory('/noticeCenter/emailConfig', '邮件设置', <EmailSettingsPage today={STORY_TODAY} />);

/** 模板消息设置: every setting from getAll, read-only. */
export const TemplateSettings: Story = {
  render: () => <StoryFrame path="/noticeCenter/templateSetting"><TemplateSettingsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '模板消息设置' }, { timeout: SERVER_TIMEOUT });
    const grid = await within(canvasElement).findByRole('grid', { name: '模板消息设置' });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(3), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).getByText('缴费通知模板')).toBeVisible();
  },
};
