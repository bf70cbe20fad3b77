// Test helper: the app's configuration for unit tests of the backend reads, in place of the
// build's (vi.mock('@/config/env', () => import('@/testing/test-env'))).
export const env = { supabaseUrl: 'http://db.test', supabasePublishableKey: 'key' };
