// On its own so a screen that labels its own controls (the wallet's filters) does not load the
// whole field module for one line.

/** `aria-describedby` for a control in a FieldFrame: its error first, then its hint. */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
