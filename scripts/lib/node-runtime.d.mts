import type { SpawnOptions } from 'node:child_process';

export const projectRoot: string;
export function runInPlaceOf(command: string, args: string[], options?: SpawnOptions): Promise<never>;
export function ensureModernNode(): Promise<void>;
