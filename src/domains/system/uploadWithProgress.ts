/**
 * One multipart upload to /common/file/upload with progress: fetch has no upload progress, so
 * this is the one call the file manager makes with XMLHttpRequest (same headers as the API
 * client: the bearer token and X-Requested-With, cookies with credentials).
 */

/**
 * @example
 * const stored = await uploadWithProgress({ url: `${apiBase}/common/file/upload`, token, file, group: 'document', onProgress: setPercent });
 */
export interface UploadRequest {
  readonly url: string;
  readonly token: string | null;
  readonly file: File;
  readonly group?: string;
  /** 0..100 as the bytes go out. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * The server's answer: `code` 200 with the stored file, or its refusal code and message.
 * @example
 * const answer: UploadAnswer = { code: 413, msg: '文件大小不能超过10MB' };
 */
export interface UploadAnswer {
  readonly code: number;
  readonly msg?: string;
  readonly data?: Record<string, unknown>;
}

/**
 * Sends the file and resolves with the envelope (a refusal is an answer, not an exception); a
 * network failure or an abort rejects.
 * @example
 * const answer = await uploadWithProgress({ url, token, file, onProgress: (p) => setPercent(p) });
 * if (answer.code !== 200) showError(answer.msg);
 */
export function uploadWithProgress({ url, token, file, group, onProgress, signal }: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100))); };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as UploadAnswer;
        resolve({ ...body, code: Number(body.code) });
      } catch {
        resolve({ code: xhr.status || 500, msg: xhr.statusText || 'upload failed' });
      }
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    if (group) form.append('group', group);
    xhr.send(form);
  });
}
