-- =============================================================================
-- Trilha Cloud — new version of the Terms of Use and the Privacy Policy (2026-11-26)
-- =============================================================================
-- Purchases (CPF, orders kept 5 years as the fiscal record, Mercado Pago as the payment
-- processor), tracks followed and their certificates, study goals, points, the opt-in ranking
-- and the weekly e-mail digest (Resend, by consent): the Privacy Policy now says what they hold,
-- who sees them and what stays after an account is deleted; the Terms of Use say how buying,
-- installments and refunds work. Same date as src/config/legal.ts (LEGAL.termsVersion): sign-ups
-- now record this version, and people who accepted an older one are asked to accept this one.
-- =============================================================================

create or replace function private.current_terms_version()
returns text
language sql
immutable
set search_path = ''
as $$
  select '2026-11-26';
$$;
