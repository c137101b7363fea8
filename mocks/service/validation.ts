// zod issues → `errors[]` of a problem, with JSON pointers into the body or parameter names.
import type { z } from 'zod/mini'
import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from '../../src/api/contract'
import { fail } from './problems'

const escapePointer = (seg: PropertyKey) => String(seg).replace(/~/g, '~0').replace(/\//g, '~1')
export const pointerOf = (path: readonly PropertyKey[]) =>
  path.length ? `#/${path.map(escapePointer).join('/')}` : '#'

function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  const custom = (issue as { params?: { code?: string } }).params?.code
  if (custom && (FIELD_ERROR_CODES as readonly string[]).includes(custom)) return custom as FieldErrorCode
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_type'
    case 'too_small':
      return 'too_small'
    case 'too_big':
      return 'too_big'
    case 'invalid_format':
      return 'invalid_format'
    case 'unrecognized_keys':
      return 'unknown_field'
    case 'invalid_union': {
      // A discriminated union reports a missing discriminator (e.g. a tool's `kind`) as a
      // bad value; to a form it is a required field.
      const discriminator = (issue as { discriminator?: unknown }).discriminator
      const input: unknown = issue.input
      if (input === undefined) return 'required'
      const given =
        typeof discriminator === 'string' && input !== null && typeof input === 'object'
          ? (input as Record<string, unknown>)[discriminator]
          : null
      return given === undefined ? 'required' : 'invalid_value'
    }
    default:
      return 'invalid_value'
  }
}

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const out: FieldError[] = []
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        out.push({ pointer: pointerOf([...issue.path, key]), code: 'unknown_field', detail: `unknown field "${key}"` })
      continue
    }
    const code = codeOf(issue)
    out.push({ pointer: pointerOf(issue.path), code, detail: code === 'required' ? 'is required' : issue.message })
  }
  return out
}

/** Parses a body; a failure is a 422 `validation_failed` naming every field. */
export function parseBody<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body, { reportInput: true })
  if (r.success) return r.data
  return fail('validation_failed', 'The request body is not valid.', { errors: issuesToFieldErrors(r.error.issues) })
}

/** Parses query parameters; a failure is a 400 `invalid_parameter` naming each parameter. */
export function parseQuery<T extends z.ZodMiniType>(schema: T, params: URLSearchParams): z.output<T> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    raw[key] = all.length > 1 ? all : (all[0] as string)
  }
  const r = schema.safeParse(raw, { reportInput: true })
  if (r.success) return r.data
  return fail('invalid_parameter', 'A query parameter is not valid.', {
    errors: r.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => ({ parameter: k, code: 'unknown_field' as const, detail: `unknown parameter "${k}"` }))
        : [{ parameter: String(issue.path[0] ?? ''), code: codeOf(issue), detail: issue.message }],
    ),
  })
}
