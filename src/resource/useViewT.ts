import { useT, type Translator } from '../core';
import { addSourceMessages } from '../i18n';
import { viewMessagesZhCN } from '../i18n/messages/views.zh-CN';

let added = false;

/**
 * `useT` for the resource views and domain pages: their zh-CN texts travel with their code (not
 * with the console's first page) and are added on first use.
 * @example
 * const t = useViewT();
 * t('resource.add') // 新增
 */
export function useViewT(): Translator {
  if (!added) {
    addSourceMessages(viewMessagesZhCN);
    added = true;
  }
  return useT();
}
