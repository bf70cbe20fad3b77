-- subscription_renewals is written and read only by the renewal job's functions (service role).
-- The local stack grants every table to the API roles at runtime (see the foundation migration):
-- this policy is what refuses there, as for the assessment tables. No row is ever visible to a
-- browser role and no write policy exists.
create policy "Renewals are read through the renewal job only"
  on public.subscription_renewals for select to authenticated using (false);
