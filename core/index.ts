// The public entry of the engine. Everything here runs unchanged in Workers, Node and the Action bundle.
export * from './value.ts';
