// The examples the build script makes (playground/examples.ts) and bundles.
declare module 'virtual:examples' {
  const examples: import('../examples.ts').Example[];
  export default examples;
}

// The base table of the built-in schemas, loaded after the page renders (playground/build.ts).
declare module 'virtual:builtin-base' {
  /** Imports the Kubernetes 1.35 table the built-in schemas read; resolves once it is in place. */
  export function loadBuiltinBase(): Promise<void>;
}
