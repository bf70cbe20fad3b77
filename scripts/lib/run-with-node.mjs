// Runs a node_modules/.bin command under Node 22+ (fetched from the npm registry if needed),
// passing signals on to it and exiting as it exits.
import path from 'node:path';
import { ensureModernNode, projectRoot, runInPlaceOf } from './node-runtime.mjs';

await ensureModernNode();
const [command, ...args] = process.argv.slice(2);
await runInPlaceOf(path.join(projectRoot, 'node_modules', '.bin', command), args);
