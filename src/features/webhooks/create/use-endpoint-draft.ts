// The endpoint form's state, shared by registering an endpoint and editing one: the values as
// typed, the verdict on them, and the errors to show on each field.
import { useState } from 'react'
import { validateEndpoint, type EndpointErrors, type EndpointField, type EndpointFormValues } from './form'

/** The submission's side of the form: the API's refusals by field, and the edit that clears one. */
interface FieldSubmission {
  fieldErrors: EndpointErrors
  edited: (field: EndpointField) => void
}

export function useEndpointDraft(initial: EndpointFormValues, form: FieldSubmission) {
  const [values, setValues] = useState(initial)
  const [attempted, setAttempted] = useState(false)
  const verdict = validateEndpoint(values)
  return {
    values,
    verdict,
    /** The check's errors once the form was sent, then the API's until their field is edited. */
    shown: { ...(attempted && !verdict.ok ? verdict.errors : {}), ...form.fieldErrors } satisfies EndpointErrors,
    /** An edit to one field, which also clears the API's error on it. */
    set: <F extends EndpointField>(field: F, value: EndpointFormValues[F]) => {
      setValues((now) => ({ ...now, [field]: value }))
      form.edited(field)
    },
    setAttempted,
    /** Back to the values it started from, with no error shown. */
    reset: () => {
      setValues(initial)
      setAttempted(false)
    },
  }
}
