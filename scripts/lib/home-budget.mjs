// The home page's JavaScript budget (gzip KB until the network is idle), read by `npm run size`
// and named in `npm test`'s summary (docs/performance.md). 129.5 KB until the Empresas pages
// (/empresas, /convite/:token) and the footer's link came in; 129.8 until the sign-in redirect
// of the signed-in screens kept the address it came from (a checkout link's ?cupom=); 129.9 until
// the course page's curriculum showed the hands-on exercises after their lessons; 130.0 until the
// entry left the operator's legal details to the pages that show them (src/config/legal-basics.ts).
export const HOME_BUDGET_KB = 129.9;
