// A language's catalog, as scripts/lingui-plugin.ts makes it.
declare module 'virtual:messages/*' {
  import type { Catalog } from '#i18n'

  const catalog: Catalog
  export default catalog
}
