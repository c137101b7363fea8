// The webhook URL rules, apart from the schemas: only the endpoint form and the mock apply them,
// so they load with the form's screen, not with every first screen (the index leaves them out).
/**
 * The URL rules: https anywhere public; http only to localhost or 127.0.0.1 for
 * development; no userinfo; private, link-local and other special addresses are
 * refused (`url_not_allowed`). The server applies `webhookUrlProblem` too.
 *
 * Every broken rule is named, the most fundamental first: a private address cannot
 * be fixed by switching to https, so `http://10.0.0.5/hook` leads with the address.
 */
export function webhookUrlProblem(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'is not a valid URL'
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  const isLoopback = host === 'localhost' || host === '127.0.0.1'
  const problems: string[] = []
  if (!isLoopback && isPrivateHost(host)) problems.push('points to a private, loopback or link-local address')
  if (url.username || url.password) problems.push('must not contain a user name or password')
  if (url.protocol === 'http:' && !isLoopback)
    problems.push('must use https (http is allowed only for localhost and 127.0.0.1)')
  else if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push('must use https')
  if (problems.length === 0) return null
  const last = problems.pop()
  return problems.length === 0 ? (last ?? null) : `${problems.join(', ')} and ${last}`
}

function isPrivateHost(host: string): boolean {
  if (host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/)
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])]
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    )
  }
  if (host.includes(':')) {
    return (
      host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:')
    )
  }
  return false
}
