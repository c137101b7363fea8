/** Text from elsewhere (the server, a receiver) as one sentence: capital first, one full stop at the end. */
export const sentence = (text: string) => {
  const t = text.trim()
  const s = t.charAt(0).toUpperCase() + t.slice(1)
  return /[.!?]$/.test(s) ? s : `${s}.`
}
