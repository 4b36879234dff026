import { AuditTrail } from '@/components/screens/audit/AuditTrail';

/**
 * The audit trail (docs/access.md, "Audit trail") in words: a person's History on their
 * page, or the whole trail under /Admins for All holders, filterable by action, person,
 * author and date range (src/components/screens/audit/AuditTrail.tsx).
 * @param subjectId the person (omit for the whole trail)
 * @param path the person's type path: readers without All must filter by it
 * @param title heading text
 */
export function AuditTable(props: { readonly subjectId?: string; readonly path?: string; readonly title: string }) {
  return <AuditTrail {...props} />;
}
