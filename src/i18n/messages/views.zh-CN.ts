/** zh-CN texts of the resource views and domain pages: loaded with those pages, not with the first page. */
import { domainsZhCN } from './domains.zh-CN';
import { resourceZhCN } from './resource.zh-CN';

export const viewMessagesZhCN: Readonly<Record<string, string>> = { ...resourceZhCN, ...domainsZhCN };
