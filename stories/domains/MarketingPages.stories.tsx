import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CouponLookupPage } from '../../src/domains/marketing';
import { EmbeddedPage } from '../../src/shell';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';

/**
 * The marketing pages: the coupon lookup against the in-page reference server with the seeded
 * coupons, and an embedded marketing entry when the marketing service has no address.
 */
const meta: Meta = { title: 'Domains/Marketing/Pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 优惠券查询: a coupon by its number, each field labelled; a number that is no coupon keeps the input and says so. */
export const CouponLookup: Story = {
  render: () => <StoryFrame path="/marketingCenter/couponInfo"><CouponLookupPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '优惠券查询' }, { timeout: SERVER_TIMEOUT });
    const input = canvas.getByRole('textbox', { name: '优惠券编号' });
    await userEvent.type(input, '999999');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: ANSWER_TIMEOUT })).toHaveTextContent('优惠券不存在');
    await expect(input).toHaveValue('999999');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    const result = await canvas.findByRole('region', { name: /^优惠券“/ }, { timeout: ANSWER_TIMEOUT });
    for (const label of ['券名称', '类型', '面额(元)', '使用门槛(元)', '发放总量', '开始日期', '结束日期', '状态']) {
      await expect(result).toHaveTextContent(label);
    }
    await expect(result).toHaveTextContent('新人专享10元券');
  },
};

/** 分销管理 (embedded) without a marketing address: the message names the setting to fill in. */
export const MarketingEmbedNotConfigured: Story = {
  render: () => (
    <StoryFrame path="/marketingCenter/distribution">
      <EmbeddedPage view={{ kind: 'embed', service: 'marketing', path: '/distribution/list' }} title="route.distribution" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: SERVER_TIMEOUT });
    await expect(alert).toHaveTextContent('未配置“营销”服务的地址');
    // Which setting to fill: the console's embedded-page service addresses.
    await expect(alert).toHaveTextContent('内嵌页面服务地址');
  },
};
