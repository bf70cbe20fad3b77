-- =============================================================================
-- Trilha Cloud — e-book links are signed by the server only
-- =============================================================================
-- A buyer used to sign links to their own book-files objects through Storage (the bucket's
-- SELECT policy admitted owners), and Storage signs for whatever lifetime the caller asks: a
-- ten-year link kept serving the PDF after a refund or a chargeback. Now no browser role but
-- the administrators (who manage the files: Storage's list, replace and remove need SELECT)
-- reads the bucket; the download-book edge function checks the live entitlement
-- (get_book_download, as the caller) and signs a 60-second link with the service role.
-- docs/payments.md, "E-book links".
-- =============================================================================

do $storage$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'storage schema not found: book-files policies left alone';
    return;
  end if;

  drop policy if exists "Administrators and owners of a book can read stored files" on storage.objects;

  create policy "Administrators can read stored images and books"
    on storage.objects for select to authenticated
    using (bucket_id in ('product-images', 'book-files') and (select private.is_admin()));
end
$storage$;

-- Only that policy called it.
drop function private.owns_book_file(text);

comment on function public.get_book_download(uuid) is
  'The caller''s live right to a book''s file: bucket, path and download name, for the download-book edge function, which signs the 60-second link (docs/payments.md, "E-book links").';
