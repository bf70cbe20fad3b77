// Test helper: `fetch` replaced, for every test of the file, by a mock each test gives its answer;
// console.error (where the reads report an answer they refuse) kept out of the test output.
import { afterEach, beforeEach, vi } from 'vitest';

export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });
  return fetchMock;
}
