import { styled } from 'styled-components';
import { useT } from '../../core';
import { Spinner } from '../../ui';

const Center = styled.div`display: grid; place-items: center; min-height: 40vh; padding: 24px;`;

/**
 * A centred spinner for a page (or the profile) being loaded.
 * @example
 * <Suspense fallback={<PageLoading />}><LazyPage /></Suspense>
 */
export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return <Center><Spinner size={36} label={label ?? t('common.loading')} showLabel /></Center>;
}
