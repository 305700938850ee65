#!/usr/bin/env node
// The `apply-preview` command: runs the TypeScript sources through tsx's ESM
// loader (a dependency), so it works straight from a clone after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
await main();
