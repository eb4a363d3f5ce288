-- public.email_awaits_verification(p_email): true only when an account with that address exists
-- and its address is not confirmed yet. The site asks it when a mailed code or link no longer
-- works (not verified: offer a new code; otherwise: offer sign-in), and the tab that signed up
-- asks it to notice that another device verified. It tells nothing that a sign-up with the same
-- address does not already tell (a real user and a new mail while unconfirmed, an obfuscated one
-- once confirmed), and it reads auth.users through security definer, never user_metadata.
-- Runs unchanged on hosted Supabase (`supabase db push`) and in packages/local-backend.

create or replace function public.email_awaits_verification(p_email text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, ''), E' \t\r\n'));
  pending boolean;
begin
  if address = '' or length(address) > 255 then
    return false;
  end if;
  -- Both servers store addresses in lower case (GoTrue lower-cases them on sign-up, invite and
  -- the admin API), so the unique index on email finds the account; SSO users may share an
  -- address and are not the account that signs up here.
  select u.email_confirmed_at is null into pending
  from auth.users u
  where u.email = address and u.deleted_at is null and u.is_sso_user = false
  limit 1;
  if found then
    return pending;
  end if;
  -- An address written in another case (an account edited by hand): the slow, certain way.
  return exists (
    select 1 from auth.users u
    where lower(u.email) = address and u.deleted_at is null and u.is_sso_user = false
      and u.email_confirmed_at is null
  );
end;
$$;

revoke all on function public.email_awaits_verification(text)
  from public, anon, authenticated, service_role;
grant execute on function public.email_awaits_verification(text) to anon, authenticated;
