import { useCallback } from 'react';
import { file as fileResource } from '../../contract/services/common';
import { useAdminInternals } from '../adminContext';
import { callOperation } from './callOperation';

/** The answer of /common/file/upload that a field keeps. */
interface Stored {
  readonly url?: unknown;
}

// The catalogue's upload call (POST /common/file/upload, multipart field `file`).
const UPLOAD = /* @__PURE__ */ fileResource.operations.find((o) => o.name === 'upload');

/**
 * Uploads one file through the catalogue's /common/file/upload call and answers the URL the
 * server stored it under (what an image field keeps); an envelope refusal rejects with its msg.
 * @example
 * const upload = useFileUpload();
 * const url = await upload(file, 'avatar');
 */
export function useFileUpload(): (file: File, group?: string) => Promise<string> {
  const { api } = useAdminInternals();
  return useCallback(async (file: File, group?: string) => {
    if (!UPLOAD) throw new Error('common.file has no upload call');
    // The group goes in the query string too: the server then holds the body to the group's cap (audio 5 MB) while it streams.
    const env = await callOperation<{ data?: Stored }>(api, UPLOAD, { file, ...(group ? { group } : {}) }, group ? { query: { group } } : {});
    const url = env.data?.url;
    if (typeof url !== 'string' || !url) throw new Error('upload answered no url');
    return url;
  }, [api]);
}
