import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DeptConsumptionReportPage, ParkingReportPage, type StatisticsPageProps } from '../../src/domains/statistics';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';

/**
 * 部门消费统计 and 停车统计, native report pages that replaced the spec's embeds (issue 38; the embed stays their alternative),
 * against the in-page reference server with the seeded data (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/统计数据 (Statistics)/部门与停车统计 (Department and parking reports)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

function reportStory(Page: ComponentType<StatisticsPageProps>, path: string, heading: string, first: string): Story {
  return {
    render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: SERVER_TIMEOUT });
      const table = await canvas.findByRole('table', { name: `${heading}明细` }, { timeout: ANSWER_TIMEOUT });
      const total = table.querySelector(`tfoot [data-total="${first}"]`)!.textContent;
      const card = canvasElement.querySelector(`[data-kpi="${first}"] .value`)!;
      await expect(card.textContent).toBe(total);
      const chart = canvasElement.querySelector('[data-chart-kind]');
      if (chart) await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: ANSWER_TIMEOUT });
    },
  };
}

/** 部门消费统计: amount per department (KPI equals the table's total), chart drawn. */
export const DeptConsumptionReport = reportStory(DeptConsumptionReportPage, '/statiscal/reportDeptConsumption', '部门消费统计', 'amount');
/** 停车统计: stays per day (KPI equals the table's total), chart drawn. */
export const ParkingReport = reportStory(ParkingReportPage, '/statiscal/reportParking', '停车统计', 'visits');
