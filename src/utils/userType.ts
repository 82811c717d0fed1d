/**
 * Shell category of a user type: 1 platform, 2 project or operations centre, 3 merchant, 0 other.
 * @example
 * userTypeCategory(6)    // 2
 * userTypeCategory('31') // 3
 * userTypeCategory(5)    // 0
 */
export type UserTypeCategory = 0 | 1 | 2 | 3;

/**
 * Role group of a user type (the "other reading" of specification 000, section 3).
 * @example
 * userTypeRoleGroup(7)    // 'operationsCenter'
 * userTypeRoleGroup('9')  // 'merchant'
 * userTypeRoleGroup(null) // 'admin'
 */
export type UserTypeRoleGroup = 'admin' | 'project' | 'operationsCenter' | 'merchant';

/** Reads a user type given as a number or an integer string ('3', ' 3 ', '-1'); otherwise null. */
function toUserType(userType: unknown): number | null {
  if (typeof userType === 'number') return Number.isInteger(userType) ? userType : null;
  if (typeof userType === 'string' && /^\s*-?\d+\s*$/.test(userType)) return Number(userType);
  return null;
}

/**
 * Category of a stored user type (specification 000, section 3):
 * -1, 1, 2 -> 1; 3, 4, 6, 7 -> 2; 9, 30, 31 -> 3; anything else -> 0.
 * Accepts a number or an integer string.
 *
 * @example
 * userTypeCategory(6)    // 2
 * userTypeCategory('31') // 3
 * userTypeCategory(5)    // 0
 */
export function userTypeCategory(userType: number | string | null | undefined): UserTypeCategory {
  switch (toUserType(userType)) {
    case -1:
    case 1:
    case 2:
      return 1;
    case 3:
    case 4:
    case 6:
    case 7:
      return 2;
    case 9:
    case 30:
    case 31:
      return 3;
    default:
      return 0;
  }
}

/**
 * Role group of a stored user type: 'project' for 3 and 4,
 * 'operationsCenter' for 6 and 7, 'merchant' for 9, 30 and 31, and 'admin'
 * for -1, 1, 2 and anything else (invalid input included).
 *
 * @example
 * userTypeRoleGroup(7)    // 'operationsCenter'
 * userTypeRoleGroup('9')  // 'merchant'
 * userTypeRoleGroup(null) // 'admin'
 */
export function userTypeRoleGroup(userType: number | string | null | undefined): UserTypeRoleGroup {
  switch (toUserType(userType)) {
    case 3:
    case 4:
      return 'project';
    case 6:
    case 7:
      return 'operationsCenter';
    case 9:
    case 30:
    case 31:
      return 'merchant';
    default:
      return 'admin';
  }
}
