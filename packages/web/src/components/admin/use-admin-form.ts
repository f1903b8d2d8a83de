import type { ApiErrorList } from '@meteodeck/contract';
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';

/**
 * States of a create or edit form (spec §4): `idle` until the first submit, `sending` while the call runs
 * (submit disabled), then `sent` (errors cleared, success message) or `errors` (the server's items shown).
 */
export type FormStatus = 'idle' | 'sending' | 'sent' | 'errors';

export interface AdminFormState<Values> {
  values: Values;
  setValue: (name: keyof Values, value: string) => void;
  status: FormStatus;
  /** The server's items of the last failed submit; empty otherwise. */
  errors: ApiErrorList;
  submit: () => Promise<void>;
}

export interface UseAdminFormOptions<Values> {
  initialValues: Values;
  /** Sends the values; throws {@link ApiError} on failure. */
  send: (values: Values) => Promise<unknown>;
  /** After a successful create the form starts over, so a second submit does not add the same record again. */
  resetOnSuccess: boolean;
  /** General message for a failure that carried no item (server unreachable, unexpected answer). */
  fallbackError: string;
}

/** Turns any failure into the list of items the form shows, never an empty list. */
export function formErrorsOf(error: unknown, fallback: string): ApiErrorList {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [{ message: fallback }];
}

/** State of one admin form: its text values, the submit lifecycle and the server's errors. */
export function useAdminForm<Values extends Record<string, string>>({
  initialValues,
  send,
  resetOnSuccess,
  fallbackError,
}: UseAdminFormOptions<Values>): AdminFormState<Values> {
  const [values, setValues] = useState(initialValues);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<ApiErrorList>([]);

  const setValue = useCallback((name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const submit = async () => {
    setStatus('sending');
    try {
      await send(values);
      setErrors([]);
      if (resetOnSuccess) setValues(initialValues);
      setStatus('sent');
    } catch (error) {
      setErrors(formErrorsOf(error, fallbackError));
      setStatus('errors');
    }
  };

  return { values, setValue, status, errors, submit };
}
