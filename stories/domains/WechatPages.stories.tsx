import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ArticleItemsPage, EventsPage, FollowersPage, KeywordRepliesPage, MaterialsPage, MerchantPayPage, ProjectSettingsPage, PublicAccountsPage,
  ReceivedMessagesPage, ServiceAuthPage, ServiceInfoPage, TemplateConfigsPage, TemplateLibraryPage, TemplateParamsPage, TemplateTypesPage,
} from '../../src/domains/wechat';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { dataRows, findToast, headersOf, openPage } from '../support/pagePlay';

/**
 * Every settings-centre page mounted alone against the in-page reference server with the seeded
 * public accounts, followers, materials and received messages (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/设置中心 (Settings centre)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 公众号: no secret in the list; editing shows the AppSecret blank with 留空则不修改. */
export const PublicAccounts: Story = {
  render: () => <StoryFrame path="/wechat/wxPublicno/list"><PublicAccountsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '公众号管理');
    await expect(headersOf(grid)).not.toContain('AppSecret');
    await expect(grid).not.toHaveTextContent('wx-secret');
    const edit = within(grid).getAllByRole('button', { name: /^编辑 / })[0]!;
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: /^编辑/ });
    const secret = within(dialog).getByLabelText(/AppSecret/);
    await expect(secret).toHaveValue('');
    await expect(dialog).toHaveTextContent('留空则不修改');
  },
};

/** 粉丝管理: 打标签 on a row; the labels show in the list once saved. */
export const FollowersWithLabels: Story = {
  render: () => <StoryFrame path="/wechat/follower"><FollowersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '粉丝管理');
    await expect(within(canvasElement).queryByRole('button', { name: '新增' })).toBeNull();
    const button = within(grid).getAllByRole('button', { name: /^打标签 / })[0]!;
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^打标签 · / });
    const input = within(dialog).getByRole('textbox', { name: '标签' });
    await userEvent.clear(input);
    await userEvent.type(input, '业主，楼长, 业主');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await findToast('标签已保存');
    await waitFor(() => expect(within(grid).getAllByText('业主,楼长').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 消息记录: read-only logs, one kind at a time. */
export const ReceivedMessages: Story = {
  render: () => <StoryFrame path="/wechat/message"><ReceivedMessagesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '消息记录');
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
    await expect(within(grid).queryAllByRole('button', { name: /^(编辑|删除) / })).toHaveLength(0);
    await userEvent.click(within(page).getByRole('radio', { name: '文本消息' }));
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: '文本消息' })).toHaveAttribute('aria-checked', 'true'), { timeout: ANSWER_TIMEOUT });
    const text = await within(canvasElement).findByRole('grid', { name: '消息记录' });
    await waitFor(() => expect(headersOf(text)).toContain('内容'), { timeout: ANSWER_TIMEOUT });
  },
};

/** 事件记录: follow events first, read-only. */
export const Events: Story = {
  render: () => <StoryFrame path="/wechat/event"><EventsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '事件记录');
    await expect(within(page).getByRole('radio', { name: '关注事件' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
  },
};

/**
 * 商户支付配置: a binding without its merchant number is refused on that field and the inputs stay;
 * completed, the saved settings show without the API key.
 */
export const MerchantPay: Story = {
  render: () => <StoryFrame path="/wechat/merchantPay"><MerchantPayPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '商户支付配置' }, { timeout: SERVER_TIMEOUT });
    const form = within(canvasElement).getByRole('region', { name: '绑定商户' });
    const sub = within(form).getByRole('textbox', { name: /子商户号/ });
    await userEvent.type(sub, '1900000109');
    await userEvent.click(within(form).getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /微信支付商户号/ })).toHaveAttribute('aria-invalid', 'true'));
    await expect(sub).toHaveValue('1900000109');
    await userEvent.click(within(form).getByRole('combobox', { name: /^商户/ }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: ANSWER_TIMEOUT });
    const first = await waitFor(() => within(listbox).getAllByRole('option')[0]!, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(first);
    await userEvent.type(within(form).getByRole('textbox', { name: /微信支付商户号/ }), '1230000109');
    await userEvent.type(within(form).getByLabelText(/API密钥/), 'demo-api-key-0001');
    await userEvent.click(within(form).getByRole('button', { name: '绑定' }));
    const list = await within(form).findByLabelText('已保存的支付配置', {}, { timeout: ANSWER_TIMEOUT });
    await expect(list).toHaveTextContent('1230000109');
    await expect(list).not.toHaveTextContent('demo-api-key-0001');
  },
};

const listStory = (path: string, heading: string, node: React.ReactNode): Story => ({
  render: () => <StoryFrame path={path}>{node}</StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, heading);
    await expect(dataRows(grid).length).toBeGreaterThan(0);
  },
});

export const ServiceInfo = listStory('/wechat/serviceinfo/index', '服务信息', <ServiceInfoPage today={STORY_TODAY} />);
export const ServiceAuth = listStory('/wechat/serviceAuthSetting/index', '服务授权设置', <ServiceAuthPage today={STORY_TODAY} />);
export const ProjectSettings = listStory('/wechat/projectSetting/index', '项目设置', <ProjectSettingsPage today={STORY_TODAY} />);
export const KeywordReplies = listStory('/wechat/keywordReply', '关键词回复', <KeywordRepliesPage today={STORY_TODAY} />);
export const Materials = listStory('/wechat/material', '素材模板', <MaterialsPage today={STORY_TODAY} />);
export const ArticleItems = listStory('/wechat/articleItem', '图文详情', <ArticleItemsPage today={STORY_TODAY} />);
export const TemplateLibrary = listStory('/wechat/templateLibrary', '模板库', <TemplateLibraryPage today={STORY_TODAY} />);
export const TemplateTypes = listStory('/wechat/templateType', '模板消息类型', <TemplateTypesPage today={STORY_TODAY} />);
export const TemplateConfigs = listStory('/wechat/templateConfig', '模板消息配置', <TemplateConfigsPage today={STORY_TODAY} />);
export const TemplateParams = listStory('/wechat/templateParam', '模板参数', <TemplateParamsPage today={STORY_TODAY} />);
