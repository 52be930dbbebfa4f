import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  rows?: number;
  onValue: (value: string) => void;
}

/** A labelled text area for a list typed one item a line (an address, opening hours, postcode areas). */
export function LinesField({ label, value, error, hint, rows = 4, onValue }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      <textarea
        id={id}
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
