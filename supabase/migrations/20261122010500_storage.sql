-- =============================================================================
-- Trilha Cloud — storage: the product-images bucket
-- =============================================================================
-- Public bucket: single objects are served by their public URL without any
-- policy. Only administrators upload, overwrite and delete.
-- Listing: there is no SELECT policy for non-administrators, so nobody else can
-- list the bucket. Administrators get a SELECT policy because Storage reads the
-- row before it overwrites (update) or removes (delete) an object.
-- Limits on the bucket itself: 300 KB (307200 bytes), JPEG/PNG/WebP only.
--
-- The whole file is skipped (with a notice) when the storage schema does not
-- exist — e.g. a local stack started without Storage. Supabase always has it.
-- =============================================================================

do $storage$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not found: product-images bucket and policies not created';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('product-images', 'product-images', true, 307200, array['image/jpeg', 'image/png', 'image/webp'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  create policy "Administrators can read product images metadata"
    on storage.objects for select to authenticated
    using (bucket_id = 'product-images' and (select private.is_admin()));

  create policy "Administrators can upload product images"
    on storage.objects for insert to authenticated
    with check (bucket_id = 'product-images' and (select private.is_admin()));

  create policy "Administrators can replace product images"
    on storage.objects for update to authenticated
    using (bucket_id = 'product-images' and (select private.is_admin()))
    with check (bucket_id = 'product-images' and (select private.is_admin()));

  create policy "Administrators can delete product images"
    on storage.objects for delete to authenticated
    using (bucket_id = 'product-images' and (select private.is_admin()));
end
$storage$;
