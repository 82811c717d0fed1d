/** The file manager's upload limits, mirrored from the reference server's policy. */

/**
 * What the server accepts (example-host/server/files/uploadPolicy.ts says the same and checks
 * the first bytes too): checked here first, so a refused file is never sent.
 * @example
 * UPLOAD_LIMITS.maxBytes // 10485760
 */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  accept: '.png,.jpg,.jpeg,.gif,.webp,.bmp,.pdf,.xlsx,.csv,.txt,.doc,.docx',
} as const;
