import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CliquePage, CompanyPage, OperationInfoConfigPage, OperationPowerPage, OrganizationPage } from '../../src/domains/organisation';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';
import { openPage } from '../support/pagePlay';

/**
 * Every organisation page mounted alone against the in-page reference server with the seeded
 * companies, projects, groups, labels and operation centres.
 */
const meta: Meta = { title: 'Pages/组织机构 (Organisation)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: SERVER_TIMEOUT });

/** 公司管理: choose a company, see its department tree, open its data scope as a form (not JSON). */
export const Companies: Story = {
  render: () => <StoryFrame path="/operationcenter/company"><CompanyPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '公司管理')).closest('section')!;
    const list = await within(page).findByRole('list', { name: '公司列表' });
    const first = await waitFor(() => { const b = within(list).getAllByRole('button')[0]; expect(b).toBeDefined(); return b!; }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(first);
    // The tree box by its label: a company with no department yet shows a labelled group with the empty text.
    await within(page).findByLabelText('公司部门', { selector: '.sca-tree' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '数据权限' }));
    const dialog = await screen.findByRole('dialog', { name: `数据权限 · ${first.textContent}` });
    await userEvent.click(await within(dialog).findByRole('radio', { name: '指定项目' }, { timeout: ANSWER_TIMEOUT }));
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 项目管理: the projects, and one project's air-conditioning controller IP as a form. */
export const Projects: Story = {
  render: () => <StoryFrame path="/operationcenter/organization"><OrganizationPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '项目管理');
    const air = within(grid).getAllByRole('button', { name: /^空调IP / })[0]!;
    await userEvent.click(air);
    const dialog = await screen.findByRole('dialog', { name: /空调控制器IP/ }, { timeout: ANSWER_TIMEOUT });
    await expect(within(dialog).getByRole('textbox', { name: /空调控制器IP/ })).toBeVisible();
  },
};

/** 集团管理: the group tree, a group's members, and the labels. */
export const Groups: Story = {
  render: () => <StoryFrame path="/operator/groupManagement"><CliquePage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '集团管理')).closest('section')!;
    const tree = await within(page).findByRole('tree', { name: '集团管理' });
    const group = await within(tree).findByRole('treeitem', { name: /华南片区/ }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(group);
    await within(page).findByRole('region', { name: '项目' });
    await expect(within(page).getByRole('button', { name: '添加下级' })).toBeVisible();
    const labels = within(page).getByRole('grid', { name: '集团标签' });
    await within(labels).findByText('高端住宅', {}, { timeout: ANSWER_TIMEOUT });
  },
};

/** 运营信息配置: operation centres, then distributors. */
export const OperatorInformation: Story = {
  render: () => <StoryFrame path="/operator/operationInfoConfig"><OperationInfoConfigPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '运营信息配置');
    await expect(within(page).getByRole('radio', { name: '运营中心' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** 运营权限: the order business types of the first operation centre. */
export const OperatorPermissions: Story = {
  render: () => <StoryFrame path="/operator/operationPower"><OperationPowerPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '运营权限')).closest('section')!;
    await within(page).findByRole('grid', { name: '订单业务类型' }, { timeout: ANSWER_TIMEOUT });
  },
};
