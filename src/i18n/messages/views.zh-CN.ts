/** zh-CN texts of the resource views: loaded with those pages, not with the first page (domains bring their own). */
import { resourceZhCN } from './resource.zh-CN';

export const viewMessagesZhCN: Readonly<Record<string, string>> = resourceZhCN;
