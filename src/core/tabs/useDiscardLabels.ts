/** The texts of the question a dialog with unsaved input asks before it closes. */
import { useMemo } from 'react';
import { useT } from '../preferences/useT';

/**
 * @example
 * const discardLabels = useDiscardLabels();
 * <Dialog open onClose={close} dirty={form.dirty} discardLabels={discardLabels} footer={(requestClose) => <Button onClick={requestClose}>取消</Button>} />
 */
export interface DiscardTexts {
  readonly title: string;
  readonly message: string;
  readonly keep: string;
  readonly discard: string;
}

/**
 * The discard question in the user's language ('放弃未保存的修改？', 继续编辑 / 放弃), for a
 * dialog's `discardLabels`: a dialog with changes asks it before Esc, ×, 取消 or a click outside
 * closes it, as the tab strip asks before a tab with unsaved input closes.
 * @example
 * const discardLabels = useDiscardLabels();
 * <Dialog open onClose={close} dirty={form.dirty} discardLabels={discardLabels} footer={(requestClose) => <Button onClick={requestClose}>取消</Button>} />
 */
export function useDiscardLabels(): DiscardTexts {
  const t = useT();
  return useMemo(() => ({
    title: t('common.discardTitle'), message: t('common.discardMessage'), keep: t('common.keepEditing'), discard: t('common.discard'),
  }), [t]);
}
