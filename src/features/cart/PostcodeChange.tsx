import { useId, useState, type ReactNode } from 'react';
import { $chosenPostcode } from './chosen-postcode.ts';

/**
 * "Change" beside an estimate, and the postcode form it opens: the postcode chosen here leads
 * the precedence everywhere (product page, basket), and is kept between visits.
 */
export function usePostcodeChange(postcode: string): { change: ReactNode; form: ReactNode } {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(postcode);
  const inputId = useId();
  const change = (
    <button
      type="button"
      className="link-button"
      aria-expanded={editing}
      onClick={() => {
        setDraft(postcode);
        setEditing(!editing);
      }}
    >
      Change<span className="visually-hidden"> delivery postcode</span>
    </button>
  );
  const form = editing ? (
    <form
      className="postcode-form"
      onSubmit={(event) => {
        event.preventDefault();
        $chosenPostcode.set(draft.trim().toUpperCase());
        setEditing(false);
      }}
    >
      <label htmlFor={inputId}>Delivery postcode</label>
      <input
        id={inputId}
        value={draft}
        autoComplete="postal-code"
        maxLength={10}
        onChange={(e) => setDraft(e.currentTarget.value)}
        required
      />
      <button type="submit" className="button">
        Update
      </button>
    </form>
  ) : null;
  return { change, form };
}
