// A language's catalog, as scripts/lingui-plugin.ts makes it.
declare module 'virtual:messages/*' {
  const catalog: import('#i18n').Catalog
  export default catalog
}
