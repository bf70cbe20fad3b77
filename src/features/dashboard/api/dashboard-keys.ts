/** Every dashboard query starts with this key: removing it makes the next visit load fresh data. */
export const dashboardQueryKey = ['dashboard'] as const;
