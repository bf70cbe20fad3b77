-- Storage: the buckets and their policies.
-- The database as it is now: edit here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database-changes.md).

-- Function bodies are checked when they run, not here: files apply in order, and a body may read
-- a table a later file declares.
set check_function_bodies = off;

-- ================================================================================================
-- Buckets
-- ================================================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('book-files', 'book-files', false, 104857600, array['application/pdf', 'application/epub+zip']);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('product-images', 'product-images', true, 307200, array['image/jpeg', 'image/png', 'image/webp']);

-- ================================================================================================
-- Policies
-- ================================================================================================

create policy "Administrators can delete images and books" on storage.objects
  for delete to authenticated
  using (((bucket_id = ANY (ARRAY['product-images'::text, 'book-files'::text])) AND ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can read stored images and books" on storage.objects
  for select to authenticated
  using (((bucket_id = ANY (ARRAY['product-images'::text, 'book-files'::text])) AND ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can replace images and books" on storage.objects
  for update to authenticated
  using (((bucket_id = ANY (ARRAY['product-images'::text, 'book-files'::text])) AND ( SELECT private.is_admin() AS is_admin)))
  with check (((bucket_id = ANY (ARRAY['product-images'::text, 'book-files'::text])) AND ( SELECT private.is_admin() AS is_admin)));

create policy "Administrators can upload images and books" on storage.objects
  for insert to authenticated
  with check (((bucket_id = ANY (ARRAY['product-images'::text, 'book-files'::text])) AND ( SELECT private.is_admin() AS is_admin)));
