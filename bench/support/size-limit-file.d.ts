// @size-limit/file 13 ships no types: its default export is a plugin as size-limit's API takes it.
declare module '@size-limit/file' {
  const filePlugin: Parameters<typeof import('size-limit').default>[0][number];
  export default filePlugin;
}
