// The affiliate-link function on the local stack (supabase/functions/affiliate-link,
// docs/affiliates.md): an active affiliate's link counts the click and leads to the site page with
// the code; an unknown code leads there without it and counts nothing; the destination never
// leaves the site. The integration stack serves the site at its own URL (PUBLIC_SITE_URL).
import { describe, expect, it } from 'vitest';
import { createUser, sql, stack } from '../support/stack';

async function open(query: string) {
  const response = await fetch(`${stack.url}/functions/v1/affiliate-link?${query}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

async function clicksOf(affiliateId: string) {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.affiliate_clicks where affiliate_id = ${affiliateId}`;
  return row!.count;
}

describe('affiliate-link', () => {
  it('counts the click and leads to the page with the code; an unknown code counts nothing', async () => {
    const user = await createUser({ fullName: 'Link de Teste' });
    const [affiliate] = await sql<{ id: string; code: string }[]>`
      insert into public.affiliates (user_id, code, status, commission_percent, approved_at)
      values (${user.userId}, ${`link-${user.userId.slice(0, 8)}`}, 'active', 10, now())
      returning id, code`;
    const para = encodeURIComponent('/checkout/curso/abc?cupom=AWS40');
    const opened = await open(`ref=${affiliate!.code.toUpperCase()}&para=${para}`);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`${stack.url}/checkout/curso/abc?cupom=AWS40&ref=${affiliate!.code}`);
    expect(await clicksOf(affiliate!.id)).toBe(1);

    expect(await open(`ref=ninguem-aqui&para=${para}`)).toEqual({
      status: 302,
      location: `${stack.url}/checkout/curso/abc?cupom=AWS40`,
    });
    await sql`update public.affiliates set status = 'suspended' where id = ${affiliate!.id}`;
    expect((await open(`ref=${affiliate!.code}`)).location).toBe(`${stack.url}/`);
    expect(await clicksOf(affiliate!.id)).toBe(1);
  });

  it('never leaves the site, and only GET counts', async () => {
    expect((await open(`ref=x&para=${encodeURIComponent('https://evil.example/')}`)).location).toBe(
      `${stack.url}/`,
    );
    expect((await open(`para=${encodeURIComponent('//evil.example')}`)).location).toBe(`${stack.url}/`);
    const posted = await fetch(`${stack.url}/functions/v1/affiliate-link?ref=x`, { method: 'POST' });
    expect(posted.status).toBe(405);
  });
});
