-- The private bucket holding the app builds. Its bytes are readable only by signed-in users
-- whose e-mail address is confirmed (checked through private.email_confirmed(), which reads
-- auth.users.email_confirmed_at). Writes are for the service role, which bypasses RLS.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('app-builds', 'app-builds', false, null, array['application/zip'])
on conflict (id) do nothing;

drop policy if exists "Verified users can read app builds" on storage.objects;
create policy "Verified users can read app builds"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'app-builds' and (select private.email_confirmed()));
