import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HouseholdAuditPage, HouseholdsPage, ProjectSpaceSetPage, SpaceHierarchyPage } from '../../src/domains/space';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, dataRows, findToast, openPage } from '../support/pagePlay';

/**
 * Every space page mounted alone against the in-page reference server with the seeded projects,
 * buildings, units, floors, rooms and households (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/空间管理 (Spaces)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const PROJECT = '鹏城·城市花园';
const ROOM_PATH = /^\S+(栋|座)-\d+单元-\d+层-\S+$/;

/** Opens the hierarchy browser and walks the tree to a node; returns the page. */
async function walk(canvasElement: HTMLElement, labels: readonly string[]) {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name: '楼栋管理' }, { timeout: SERVER_TIMEOUT });
  const page = heading.closest('section')!;
  // A tree is a tree once it has items (an empty or loading one is a labelled group).
  const tree = await within(page).findByRole('tree', { name: '空间结构' }, { timeout: ANSWER_TIMEOUT });
  for (const label of labels) {
    const item = await within(tree).findByRole('treeitem', { name: label }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(item);
  }
  return page;
}

/** The lazy tree: a project opens to its buildings, a building to its units; the list beside shows the chosen level. */
export const HierarchyBrowser: Story = {
  render: () => <StoryFrame path="/organisation/build/index"><SpaceHierarchyPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = await walk(canvasElement, [PROJECT]);
    const builds = await within(page).findByRole('grid', { name: `${PROJECT} · 楼栋` }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(dataRows(builds).length).toBe(3), { timeout: ANSWER_TIMEOUT });
    const tree = within(page).getByRole('tree', { name: '空间结构' });
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '1栋' }, { timeout: ANSWER_TIMEOUT }));
    const units = await within(page).findByRole('grid', { name: `${PROJECT}-1栋 · 单元` }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(dataRows(units).length).toBe(2), { timeout: ANSWER_TIMEOUT });
    await expect(within(tree).getByRole('treeitem', { name: '2单元' })).toBeInTheDocument();
  },
};

/** A room added under a floor: a bad area is said on its field and kept; fixed, the room joins the floor's list. */
export const AddRoomUnderFloor: Story = {
  render: () => <StoryFrame path="/organisation/build/index"><SpaceHierarchyPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = await walk(canvasElement, [PROJECT, '2栋', '2单元', '3层']);
    const rooms = await within(page).findByRole('grid', { name: `${PROJECT}-2栋-2单元-3层 · 房间` }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(dataRows(rooms).length).toBe(2), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(within(page).getByRole('region', { name: '下级列表' })).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /新增/ });
    await expect(within(dialog).queryByLabelText('楼层')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('房号'), '399');
    const area = within(dialog).getByLabelText('建筑面积(㎡)');
    await userEvent.type(area, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(area).toHaveValue('-5');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(area);
    await userEvent.type(area, '96.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await waitFor(() => expect(dataRows(rooms).length).toBe(3), { timeout: ANSWER_TIMEOUT });
  },
};

/**
 * The households list names every room by its whole path, never a bare number; export
 * (exportHouseholdRoom) and import with its template (importHousehold, downloadTemplate).
 */
export const HouseholdsWithRoomPaths: Story = {
  render: () => <StoryFrame path="/userManage/ownerInfoManage"><HouseholdsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, page } = await openPage(canvasElement, '业主信息管理');
    const [first] = dataRows(grid);
    await expect(cellOf(grid, first!, '房间').textContent).toMatch(ROOM_PATH);
    await expect(within(page).getByRole('button', { name: '导出' })).toBeInTheDocument();
    await userEvent.click(within(page).getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入业主信息管理' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(dialog).getByRole('button', { name: '下载导入模板' })).toBeInTheDocument();
  },
};

/** 换房 to a room another household lives on: the server's message on the room field, the choice kept. */
export const RoomTransferRefused: Story = {
  render: () => <StoryFrame path="/userManage/ownerInfoManage?f.orgId=1&f.auditStatus=approved"><HouseholdsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '业主信息管理', 2);
    const [first, second] = dataRows(grid);
    const name = cellOf(grid, first!, '住户姓名').textContent!;
    const taken = cellOf(grid, second!, '房间').textContent!.split('-');
    const more = within(grid).queryByRole('button', { name: `换房 ${name}` });
    if (more) await userEvent.click(more);
    else {
      await userEvent.click(within(grid).getByRole('button', { name: `更多 ${name}` }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '换房' }, { timeout: ANSWER_TIMEOUT }));
    }
    const dialog = await screen.findByRole('dialog', { name: `换房 · ${name}` }, { timeout: ANSWER_TIMEOUT });
    const field = within(dialog).getByRole('button', { name: /^新房间/ });
    await userEvent.click(field);
    const tree = await within(await screen.findByRole('dialog', { name: '房间' }, { timeout: ANSWER_TIMEOUT })).findByRole('tree', { name: '房间' }, { timeout: ANSWER_TIMEOUT });
    for (const label of [PROJECT, ...taken]) await userEvent.click(await within(tree).findByRole('treeitem', { name: label }, { timeout: ANSWER_TIMEOUT }));
    await expect(field).toHaveTextContent(taken.join('-'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认换房' }));
    await within(dialog).findByText('该房间已有住户，请选择其他房间', {}, { timeout: ANSWER_TIMEOUT });
    await expect(field).toHaveTextContent(taken.join('-'));
  },
};

/** A household's members in the side drawer, with 添加成员. */
export const HouseholdMembers: Story = {
  render: () => <StoryFrame path="/userManage/ownerInfoManage"><HouseholdsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '业主信息管理');
    const name = cellOf(grid, dataRows(grid)[0]!, '住户姓名').textContent!;
    const inline = within(grid).queryByRole('button', { name: `成员 ${name}` });
    if (inline) await userEvent.click(inline);
    else {
      await userEvent.click(within(grid).getByRole('button', { name: `更多 ${name}` }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '成员' }, { timeout: ANSWER_TIMEOUT }));
    }
    const drawer = await screen.findByRole('dialog', { name: `${name}的家庭成员` }, { timeout: ANSWER_TIMEOUT });
    await expect(within(drawer).getByRole('button', { name: '添加成员' })).toBeInTheDocument();
    await expect(within(drawer).getByRole('grid', { name: `${name}的家庭成员` })).toBeInTheDocument();
  },
};

/** The review queue: pending households only; 审核 approves one registered by someone else, with a note. */
export const ReviewQueue: Story = {
  render: () => <StoryFrame path="/userManage/ownerAuditManage"><HouseholdAuditPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '业主审核');
    for (const row of dataRows(grid)) await expect(cellOf(grid, row, '审核状态').textContent).toBe('待审核');
    const button = await waitFor(() => {
      const hit = within(grid).queryAllByRole('button', { name: /^审核 / })[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    const name = button.getAttribute('aria-label')!.slice(3);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `审核 · ${name}` });
    await userEvent.click(within(dialog).getByRole('radio', { name: '通过' }));
    await userEvent.type(within(dialog).getByLabelText('审核意见'), '资料齐全');
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await findToast('通过成功');
  },
};

/** 项目空间设置: the building–project links with both named. */
export const ProjectSpaceSet: Story = {
  render: () => <StoryFrame path="/organisation/projectSpaceSet/index"><ProjectSpaceSetPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '项目空间设置');
    await expect(cellOf(grid, dataRows(grid)[0]!, '楼栋').textContent).toMatch(/栋|座/);
  },
};
