-- Publishing a build (`npm run publish-build`): the script uploads the ZIP to the app-builds
-- bucket with the service-role key, then records it through public.publish_app_file(). Tables are
-- not written over REST here (the local backend exposes only RPC), and the checks live in one
-- place for the local backend and hosted Supabase alike. Only the service role may call these.

-- One record per version: a second build of 3.7.0 is a mistake, not an update.
create unique index if not exists app_files_version_key on public.app_files (version);

-- Raises when `version` or `file_path` cannot be published; the script calls it before uploading
-- so a refused version costs no upload. Error codes: 22023 bad value, 23505 already published.
create or replace function public.check_app_file_publishable(p_version text, p_file_path text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_version is null or p_version !~ '^[0-9]{1,6}\.[0-9]{1,6}\.[0-9]{1,6}(-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?$' then
    raise exception 'version must look like 1.2.3 (optionally 1.2.3-beta), got "%"', p_version
      using errcode = '22023';
  end if;
  if p_file_path is null or length(p_file_path) not between 1 and 1024 then
    raise exception 'file path must be 1 to 1024 characters' using errcode = '22023';
  end if;
  if exists (select 1 from public.app_files where version = p_version) then
    raise exception 'version % is already published', p_version using errcode = '23505';
  end if;
  if exists (select 1 from public.app_files where file_path = p_file_path) then
    raise exception 'a build is already recorded at %', p_file_path using errcode = '23505';
  end if;
end;
$$;

-- Records an uploaded build and returns the new row. Refuses a record without its object, so the
-- database never points the site at bytes that are not there.
create or replace function public.publish_app_file(
  p_file_name text,
  p_version text,
  p_file_size_mb numeric,
  p_file_type text,
  p_file_path text
)
returns public.app_files
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  created public.app_files;
begin
  perform public.check_app_file_publishable(p_version, p_file_path);
  if not exists (
    select 1 from storage.objects o where o.bucket_id = 'app-builds' and o.name = p_file_path
  ) then
    raise exception 'no object at app-builds/%: upload the file first', p_file_path
      using errcode = 'PT404';
  end if;
  insert into public.app_files (file_name, version, file_size_mb, file_type, file_path)
  values (p_file_name, p_version, p_file_size_mb, p_file_type, p_file_path)
  returning * into created;
  return created;
end;
$$;

revoke all on function public.check_app_file_publishable(text, text)
  from public, anon, authenticated;
grant execute on function public.check_app_file_publishable(text, text) to service_role;

revoke all on function public.publish_app_file(text, text, numeric, text, text)
  from public, anon, authenticated;
grant execute on function public.publish_app_file(text, text, numeric, text, text) to service_role;
