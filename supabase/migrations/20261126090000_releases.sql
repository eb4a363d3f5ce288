-- Releases people can trust (issue 25): what a build is (its build number, the macOS it needs, its
-- SHA-256, release notes, channel and publish time), a public changelog read and a public bucket
-- for the Sparkle feed (appcast.xml) the app reads without a session.
-- Runs unchanged on hosted Supabase (`supabase db push`) and in packages/local-backend.

-- Builds recorded before this migration keep nulls for what nobody measured then.
alter table public.app_files
  add column if not exists build_number bigint check (build_number between 1 and 999999999),
  add column if not exists minimum_macos text
    check (minimum_macos ~ '^[0-9]{1,3}(\.[0-9]{1,3}){0,2}$'),
  add column if not exists sha256 text check (sha256 ~ '^[0-9a-f]{64}$'),
  -- Markdown, at most 20 KB (the script checks the same limit before uploading anything).
  add column if not exists notes text not null default '' check (octet_length(notes) <= 20480),
  add column if not exists channel text not null default 'stable' check (channel in ('stable', 'beta')),
  add column if not exists published_at timestamptz;

update public.app_files set published_at = created_at where published_at is null;
alter table public.app_files alter column published_at set default now();
alter table public.app_files alter column published_at set not null;

-- Build numbers increase across channels: Sparkle compares them to decide what is newer.
create unique index if not exists app_files_build_number_key on public.app_files (build_number);
create index if not exists app_files_channel_published_idx
  on public.app_files (channel, published_at desc);

-- The newest stable build (a beta is never offered on the hero), same shape plus the new columns.
-- Newest by created_at as before (published_at is when publish-build recorded it: the same moment).
create or replace function public.get_latest_file()
returns setof public.app_files
language sql
stable
security invoker
set search_path = ''
as $$
  select *
  from public.app_files
  where channel = 'stable'
  order by created_at desc, id desc
  limit 1;
$$;

revoke all on function public.get_latest_file() from public, anon, authenticated;
grant execute on function public.get_latest_file() to anon, authenticated, service_role;

-- Every published build for the changelog and the feed, newest first. No storage path: the bytes
-- stay behind a verified sign-in, so nothing public names where they are.
create or replace function public.list_releases()
returns table (
  version text,
  build_number bigint,
  channel text,
  published_at timestamptz,
  notes text,
  minimum_macos text,
  file_name text,
  file_size_mb numeric,
  sha256 text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.version, f.build_number, f.channel, f.published_at, f.notes, f.minimum_macos,
         f.file_name, f.file_size_mb, f.sha256
  from public.app_files f
  order by f.created_at desc, f.id desc;
$$;

revoke all on function public.list_releases() from public, anon, authenticated;
grant execute on function public.list_releases() to anon, authenticated, service_role;

-- The publish functions gain the new fields: replace them (not overload them) so there is one way
-- to publish and no build without its build number and checksum.
drop function if exists public.publish_app_file(text, text, numeric, text, text);
drop function if exists public.check_app_file_publishable(text, text);

-- Raises when a build cannot be published; the script calls it before uploading, so a refused
-- build costs no upload. Error codes: 22023 bad value, 23505 already published, 23514 build number
-- not above the last.
create or replace function public.check_app_file_publishable(
  p_version text,
  p_file_path text,
  p_build_number bigint
)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  last_build bigint;
begin
  if p_version is null or p_version !~ '^[0-9]{1,6}\.[0-9]{1,6}\.[0-9]{1,6}(-[0-9A-Za-z][0-9A-Za-z.-]{0,40})?$' then
    raise exception 'version must look like 1.2.3 (optionally 1.2.3-beta), got "%"', p_version
      using errcode = '22023';
  end if;
  if p_file_path is null or length(p_file_path) not between 1 and 1024 then
    raise exception 'file path must be 1 to 1024 characters' using errcode = '22023';
  end if;
  if p_build_number is null or p_build_number not between 1 and 999999999 then
    raise exception 'build number must be a whole number from 1 to 999999999, got %', p_build_number
      using errcode = '22023';
  end if;
  if exists (select 1 from public.app_files where version = p_version) then
    raise exception 'version % is already published', p_version using errcode = '23505';
  end if;
  if exists (select 1 from public.app_files where file_path = p_file_path) then
    raise exception 'a build is already recorded at %', p_file_path using errcode = '23505';
  end if;
  select max(build_number) into last_build from public.app_files;
  if last_build is not null and p_build_number <= last_build then
    raise exception 'build number % is not above the last published build number %', p_build_number, last_build
      using errcode = '23514';
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
  p_file_path text,
  p_build_number bigint,
  p_minimum_macos text,
  p_sha256 text,
  p_notes text,
  p_channel text
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
  perform public.check_app_file_publishable(p_version, p_file_path, p_build_number);
  if not exists (
    select 1 from storage.objects o where o.bucket_id = 'app-builds' and o.name = p_file_path
  ) then
    raise exception 'no object at app-builds/%: upload the file first', p_file_path
      using errcode = 'PT404';
  end if;
  insert into public.app_files (
    file_name, version, file_size_mb, file_type, file_path,
    build_number, minimum_macos, sha256, notes, channel, published_at
  )
  values (
    p_file_name, p_version, p_file_size_mb, p_file_type, p_file_path,
    p_build_number, p_minimum_macos, p_sha256, coalesce(p_notes, ''), coalesce(p_channel, 'stable'), now()
  )
  returning * into created;
  return created;
end;
$$;

revoke all on function public.check_app_file_publishable(text, text, bigint)
  from public, anon, authenticated;
grant execute on function public.check_app_file_publishable(text, text, bigint) to service_role;

revoke all on function public.publish_app_file(text, text, numeric, text, text, bigint, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.publish_app_file(text, text, numeric, text, text, bigint, text, text, text, text)
  to service_role;

-- The public feed's bucket: anyone reads (the app checks for updates without a session); there is
-- no write policy, so only the service role (which bypasses RLS) uploads.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('releases', 'releases', true, 5242880, array['application/xml', 'application/rss+xml'])
on conflict (id) do nothing;
