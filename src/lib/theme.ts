// Mirrors prefers-color-scheme as a `.dark` class on <html>, so `dark:` utilities and
// the CSS tokens agree, and follows the system when it changes while the app is open.
export function followColorScheme(root: HTMLElement = document.documentElement): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)')
  const apply = () => root.classList.toggle('dark', query.matches)
  apply()
  query.addEventListener('change', apply)
  return () => query.removeEventListener('change', apply)
}
