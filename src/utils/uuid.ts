const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can be an id at all (anything else is 'not found' without a request). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
