import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { refusalOf } from './commerce-refusal.ts';
import { type FieldErrors, hasErrors } from './field-errors.ts';

/**
 * A form that sends one call at a time and shows what the API refused: each named field's error
 * on its field, and the keyboard taken to the first of them (or to the form's alert when no
 * field is named). `submit` runs `send` unless a send is already under way; `refuse` shows
 * problems found before sending. Put `form` on the <form>.
 */
export function useRefusableForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A ref, not the state: two presses inside one render would both read `saving` as false.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const refuse = (fields: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(fields);
      setGeneral(message);
    });
    form.current?.querySelector<HTMLElement>(hasErrors(fields) ? '[aria-invalid="true"]' : '[role="alert"]')?.focus();
  };
  const submit = async (send: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      await send();
      setErrors({});
      setGeneral(null);
    } catch (error) {
      const refusal = refusalOf(error);
      refuse(refusal.fields, refusal.general);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  return { errors, general, saving, form, submit, refuse };
}
