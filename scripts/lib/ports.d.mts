export function freePort(): Promise<number>;
export function waitForPort(port: number, timeoutMs?: number): Promise<void>;
export function reservePort(port: number, now?: number): boolean;
