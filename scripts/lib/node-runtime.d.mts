export const projectRoot: string;
export function ensureModernNode(): void;
