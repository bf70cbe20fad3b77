// The error the app throws when it names a refusal by its reason code (docs/errors.md), in a module
// of its own: the transports throw it without bringing the catalogue into their chunks.
import type { ErrorCode } from './catalogue';

/** A refusal that arrives as a bare reason code (the create-teacher function's `{ code }`). */
export class ReasonCodeError extends Error {
  readonly code: string;

  constructor(code: ErrorCode | (string & {})) {
    super(code);
    this.name = 'ReasonCodeError';
    this.code = code;
  }
}
