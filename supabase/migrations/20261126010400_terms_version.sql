-- =============================================================================
-- Trilha Cloud — new version of the Terms of Use and the Privacy Policy (2026-11-24)
-- =============================================================================
-- Reviews, questions, answers, votes and in-app notifications: the Privacy
-- Policy now says what they hold, who sees them (first name + last initial; questions only
-- inside the course) and that they go with the account; the Terms of Use add the rules for
-- what is published and the hourly limits. Published together under a new version, the same
-- date as src/config/legal.ts (LEGAL.termsVersion): sign-ups now record this version.
-- Versions are dated by the day they take effect and two versions cannot share a day: this
-- one follows 2026-11-23 and takes effect the next day, with this release.
-- =============================================================================

create or replace function private.current_terms_version()
returns text
language sql
immutable
set search_path = ''
as $$
  select '2026-11-24';
$$;
