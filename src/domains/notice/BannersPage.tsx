import type { ReactNode } from 'react';
import { banner } from '../../contract/services/notify';
import { ResourcePage, type ResourcePageOfProps, type Row } from '../../resource';
import { isImageSource } from '../../utils';
import { noticeTitles } from './titles.gen';

const COLUMNS = ['imageUrl', 'title', 'linkUrl', 'sort', 'startTime', 'endTime', 'status'] as const;

// The picture itself in the list, not its address: an operator checks the carousel by eye.
const thumbnail = (field: string, row: Row): ReactNode | undefined => {
  if (field !== 'imageUrl') return undefined;
  const src = String(row.imageUrl ?? '');
  if (!isImageSource(src)) return '—';
  return <img src={src} alt={String(row.title ?? '')} className="sca-banner-thumb" style={{ height: 40, maxWidth: 96, objectFit: 'cover', borderRadius: 2, verticalAlign: 'middle' }} />;
};

/**
 * 轮播图: the carousel's pictures, uploaded through the form's image field (png/jpg/gif/webp up to
 * 2 MB, refused before sending and by the server), each with a checked link (http or https), its
 * order (smallest first) and the time it shows; the server refuses an end before the start, on the
 * 结束时间 field. The list shows each picture.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><BannersPage /></AdminProvider>
 */
export function BannersPage(props: ResourcePageOfProps) {
  return <ResourcePage resource={banner} title="route.banner" messages={noticeTitles} columns={COLUMNS} renderCell={thumbnail} {...props} />;
}
