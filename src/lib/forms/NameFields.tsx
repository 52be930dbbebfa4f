import { Field } from './Field.tsx';
import type { FieldErrors } from './field-errors.ts';

type NameField = 'firstName' | 'lastName';

/** First and last name side by side, as every form that asks for a person's name has them. */
export function NameFields({
  person,
  errors,
  set,
}: {
  person: Record<NameField, string>;
  errors: FieldErrors;
  set: (field: NameField) => (value: string) => void;
}) {
  return (
    <div className="field-row">
      <Field label="First name" autoComplete="given-name" value={person.firstName} error={errors.firstName} onValue={set('firstName')} />
      <Field label="Last name" autoComplete="family-name" value={person.lastName} error={errors.lastName} onValue={set('lastName')} />
    </div>
  );
}
