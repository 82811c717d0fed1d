/**
 * The settings pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { seq, tempViewDat, tempViewSettings } from '../../contract/services/basesetting';
import { serviceAppMenuConfig } from '../../contract/services/common';
import { resourcePageOf, type DateRule } from '../../resource';

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/** 序列号: number sequences (prefix, step, digits, reset cycle). @example <SequencesPage /> */
export const SequencesPage = resourcePageOf(seq, { title: 'route.seq' });
/** 测温展示设置: the temperature view of face terminals per project. @example <TempViewSettingsPage /> */
export const TempViewSettingsPage = resourcePageOf(tempViewSettings, { title: 'route.tempViewSettings' });
/** 测温数据: body-temperature readings (abnormal ones filterable). @example <TempViewDataPage /> */
export const TempViewDataPage = resourcePageOf(tempViewDat, { title: 'route.tempViewDat', dateRules: { measureTime: PAST_YEAR, createTime: PAST_YEAR } });
/**
 * 应用管理: the app menu entries of every service (service, menu, display name, order, status),
 * one by one (our addition to the catalogue's batch replace).
 * @example <ApplicationManagePage />
 */
export const ApplicationManagePage = resourcePageOf(serviceAppMenuConfig, { title: 'route.applicationManage' });
