-- =============================================================================
-- Trilha Cloud — new version of the Terms of Use (2026-12-02)
-- =============================================================================
-- The Terms no longer promise proportional charges on plan changes, which the product does not
-- do: changing plans is subscribing to the new plan at its full price and cancelling the old one,
-- which keeps giving access until the end of the period already paid (docs/payments.md). Same
-- date as src/config/legal.ts (LEGAL.termsVersion): sign-ups record this version, and people who
-- accepted an older one are asked to accept this one.
-- =============================================================================

create or replace function private.current_terms_version()
returns text
language sql
immutable
set search_path = ''
as $$
  select '2026-12-02';
$$;
