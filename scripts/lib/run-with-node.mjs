// Runs a node_modules/.bin command under Node 22+ (fetched from the npm registry if needed).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureModernNode, projectRoot } from './node-runtime.mjs';

ensureModernNode();
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(path.join(projectRoot, 'node_modules', '.bin', command), args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
