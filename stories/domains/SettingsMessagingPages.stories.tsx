import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailSettingPage, WxTemplatePage } from '../../src/domains/settings';
import { StoryFrame } from '../support/StoryFrame';
import { headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * 微信模板消息 and 邮件设置, native pages that replaced the spec's embeds (issue 38; the embed stays their alternative),
 * against the in-page reference server with the seeded data (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/基础设置 (Base settings)/消息与邮件 (Messages and mail)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

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
