-- public.increment_download_count counts a download by a signed-in user whose e-mail address is
-- confirmed; nothing else may call it. 20261120090000_app_files.sql revoked EXECUTE from public,
-- anon and authenticated and granted it back to authenticated, but service_role kept the EXECUTE
-- it gets from the default privileges hosted Supabase (and the local backend's shims) set on
-- schema public. Take it back. (Scripts holding the service-role key update app_files directly.)
--
-- Afterwards every function of the migrations has exactly these grants (owner aside):
--   public.get_latest_file()                 anon, authenticated, service_role
--   public.increment_download_count(uuid)    authenticated
--   private.email_confirmed()                authenticated, service_role (the storage RLS policy)

revoke all on function public.increment_download_count(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.increment_download_count(uuid) to authenticated;
