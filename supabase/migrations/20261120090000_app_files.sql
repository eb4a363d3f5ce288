-- The app builds offered for download, and the two RPC functions the site calls.
-- Runs unchanged on hosted Supabase (`supabase db push`) and in packages/local-backend.

-- Helpers that must not be exposed through the REST API live in their own schema.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- True when the caller's e-mail address is confirmed. Reads auth.users.email_confirmed_at with the
-- owner's rights (security definer), never user_metadata: users can edit their own metadata.
create or replace function private.email_confirmed()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.users u
    where u.id = auth.uid()
      and u.email_confirmed_at is not null
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until < now())
  );
$$;

revoke all on function private.email_confirmed() from public, anon, authenticated;
grant execute on function private.email_confirmed() to authenticated, service_role;

create table if not exists public.app_files (
  id uuid primary key default gen_random_uuid(),
  file_name text not null check (length(file_name) between 1 and 255),
  version text not null check (length(version) between 1 and 64),
  file_size_mb numeric(10, 2) not null check (file_size_mb >= 0),
  file_type text not null check (length(file_type) between 1 and 32),
  -- Object name inside the app-builds storage bucket.
  file_path text not null unique check (length(file_path) between 1 and 1024),
  download_count bigint not null default 0 check (download_count >= 0),
  created_at timestamptz not null default now()
);

create index if not exists app_files_created_at_idx on public.app_files (created_at desc);

-- Everyone may read the metadata (the site shows version and size before sign-in);
-- only the service role writes. Hosted Supabase grants ALL on new tables to the API roles by
-- default, so take that back explicitly.
alter table public.app_files enable row level security;
revoke all on table public.app_files from public, anon, authenticated;
grant select on table public.app_files to anon, authenticated;
grant all on table public.app_files to service_role;

drop policy if exists "App files are readable by everyone" on public.app_files;
create policy "App files are readable by everyone"
  on public.app_files
  for select
  to anon, authenticated
  using (true);

-- The newest build record(s), as a set: the site reads data[0].
create or replace function public.get_latest_file()
returns setof public.app_files
language sql
stable
security invoker
set search_path = ''
as $$
  select *
  from public.app_files
  order by created_at desc, id desc
  limit 1;
$$;

revoke all on function public.get_latest_file() from public, anon, authenticated;
grant execute on function public.get_latest_file() to anon, authenticated, service_role;

-- Counts a download. Atomic (a single UPDATE), only for a signed-in user whose e-mail is
-- confirmed; returns the new count. Anonymous callers have no EXECUTE right (42501, HTTP 401);
-- unconfirmed users get the same SQLSTATE from the check below (HTTP 403).
create or replace function public.increment_download_count(file_id uuid)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_count bigint;
begin
  if not private.email_confirmed() then
    raise exception 'permission denied: e-mail address not confirmed'
      using errcode = '42501';
  end if;

  update public.app_files
  set download_count = download_count + 1
  where id = file_id
  returning download_count into new_count;

  if new_count is null then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise exception 'file not found' using errcode = 'PT404';
  end if;

  return new_count;
end;
$$;

revoke all on function public.increment_download_count(uuid) from public, anon, authenticated;
grant execute on function public.increment_download_count(uuid) to authenticated;
