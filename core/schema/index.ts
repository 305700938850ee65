// What surfaces use of the schemas: the resolver, the OpenAPI and CRD readers,
// the type model and cluster document references.

export { type ClusterDocumentRef, clusterDocumentRefs, pathOfAPIVersion } from './cluster.ts';
export { deduced, type ResolvedSchema, type TypeNode } from './model.ts';
export { SchemaError, typeFromOpenAPIV3Schema, typesFromCRD, typesFromOpenAPIDocument } from './openapi.ts';
export { SchemaResolver, type SchemaSources } from './resolve.ts';
