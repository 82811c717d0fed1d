import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EnterpriseDispatchPage } from '../../src/domains/enterprise';
import { FaceDetectionPage, UserDispatchPage } from '../../src/domains/users';
import { ANSWER_TIMEOUT, StoryFrame } from '../support/StoryFrame';
import { findToast, headersOf, openPage, pick, pickRef } from '../support/pagePlay';

/**
 * 人脸检测, 第三方用户下发 and 企业 第三方下发 (issue 38, our additions) against the in-page
 * reference server with the seeded face photos and dispatch records.
 */
const meta: Meta = { title: 'Pages/用户管理 (User management)/第三方账号 (Third-party accounts)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 人脸检测: photo thumbnails, score and outcome; a pending photo offers 审核, a decided one 重新检测. */
export const FaceDetection: Story = {
  render: () => <StoryFrame path="/userManage/faceDetection"><FaceDetectionPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '人脸检测');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['姓名', '手机号', '所属项目', '人脸照片', '用途', '质量分', '检测状态', '检测说明', '检测时间']));
    await expect(within(grid).getAllByRole('img', { name: /的人脸照片$/ }).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^审核 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 第三方用户下发: 批量下发 one picked user to 梯控系统; the toast says how many went. */
export const UserDispatch: Story = {
  render: () => <StoryFrame path="/userManage/thirdUserDispatch"><UserDispatchPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '第三方用户下发');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['姓名', '所属项目', '下发系统', '下发状态', '失败原因', '下发次数', '最近下发时间']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^重新下发/ }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量下发' }));
    const dialog = await screen.findByRole('dialog', { name: '下发用户到第三方系统' }, { timeout: ANSWER_TIMEOUT });
    const users = within(dialog).getByRole('list', { name: '选择用户' });
    const [first] = await within(users).findAllByRole('checkbox', {}, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(first!);
    await pick(dialog, '下发系统', '梯控系统');
    await userEvent.click(within(dialog).getByRole('button', { name: '下发' }));
    await findToast(/^已下发 1 人，其中失败 [01] 人$/);
  },
};

/** 企业 第三方下发: an enterprise's own record and its departments'; 下发企业 pushes one with all its departments. */
export const EnterpriseDispatch: Story = {
  render: () => <StoryFrame path="/enterpiseManger/thirdDispatch"><EnterpriseDispatchPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '第三方下发');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['企业', '部门', '下发系统', '下发状态', '下发次数']));
    await expect(within(grid).getAllByText('（企业本身）').length).toBeGreaterThan(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下发企业' }));
    const dialog = await screen.findByRole('dialog', { name: '下发企业到第三方系统' }, { timeout: ANSWER_TIMEOUT });
    await pickRef(dialog, '企业', '星河科技有限公司');
    await pick(dialog, '下发系统', '考勤系统');
    await userEvent.click(within(dialog).getByRole('button', { name: '下发' }));
    await findToast(/^已下发 \d+ 条（企业及部门），其中失败 0 条$/);
  },
};
