// Fixed addresses of the end-to-end setup: the built app is compiled against this stack URL.
export const E2E_APP_PORT = 4173;
export const E2E_STACK_PORT = 54380;
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_STACK_URL = `http://127.0.0.1:${E2E_STACK_PORT}`;
