/**
 * Staff roles and what each may do (ADR 008 "Staff"; the spec shows none, so this is the design):
 * - operator: runs the matches — reads everything, resolves / corrects / voids questions, abandons a match,
 *   finalizes points early;
 * - finance:  money oversight — reads matches, settlement reports and the audit log; changes nothing;
 * - support:  answers players — reads matches and settlement reports; changes nothing, no audit log.
 * Players have no staff action. One table, read by the server's role check and by the /ops screen.
 */

export const STAFF_ROLES = ['operator', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const OPS_ACTIONS = [
  'matches.read',
  'reports.read',
  'audit.read',
  'questions.resolve',
  'questions.void',
  'matches.abandon',
  'matches.finalize',
] as const;
export type OpsAction = (typeof OPS_ACTIONS)[number];

const ALLOWED: Record<OpsAction, readonly StaffRole[]> = {
  'matches.read': ['operator', 'finance', 'support'],
  'reports.read': ['operator', 'finance', 'support'],
  'audit.read': ['operator', 'finance'],
  'questions.resolve': ['operator'],
  'questions.void': ['operator'],
  'matches.abandon': ['operator'],
  'matches.finalize': ['operator'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function canDo(role: string, action: OpsAction): boolean {
  return isStaffRole(role) && ALLOWED[action].includes(role);
}

export function permissionsOf(role: string): OpsAction[] {
  return OPS_ACTIONS.filter((a) => canDo(role, a));
}
