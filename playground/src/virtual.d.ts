// The examples the build script makes (playground/examples.ts) and bundles.
declare module 'virtual:examples' {
  const examples: import('../examples.ts').Example[];
  export default examples;
}
