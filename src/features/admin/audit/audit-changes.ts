/**
 * What an audit entry changed, field by field: only the fields whose value differs between before
 * and after (compared as JSON), each with its old and new value as text. An entry with nothing
 * before (a creation, a note) lists what it recorded; one with nothing after, what it removed.
 */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const text = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));
const asRecord = (json: string | null): Record<string, unknown> | null => {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
};

export function changedFields(beforeJson: string | null, afterJson: string | null): FieldChange[] {
  const before = asRecord(beforeJson) ?? {};
  const after = asRecord(afterJson) ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}
