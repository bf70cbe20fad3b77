// The home page's JavaScript budget (gzip KB until the network is idle), read by `npm run size`
// and named in `npm test`'s summary (docs/performance.md). 129.5 KB until the Empresas pages
// (/empresas, /convite/:token) and the footer's link came in.
export const HOME_BUDGET_KB = 129.8;
