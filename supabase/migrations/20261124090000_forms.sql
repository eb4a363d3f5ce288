-- What visitors send through the site's forms: subscriptions, partner applications and contact
-- messages. Visitors (anon, authenticated) may only call the three security-definer functions
-- below, which validate every field and limit floods; only the service role reads the tables.
-- Runs unchanged on hosted Supabase (`supabase db push`) and in packages/local-backend.
--
-- Bad input raises SQLSTATE 22023 (HTTP 400) with `details` = the form's field name and
-- `hint` = required | email | too_long | invalid_value. A flood raises PT429 (HTTP 429).

create schema if not exists private;
revoke all on schema private from public;

create table if not exists public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 254 and email = lower(email)),
  list text not null check (list in ('newsletter', 'status', 'roadmap', 'press')),
  -- Which wording of the consent text the visitor saw (site/src/content/forms.ts).
  consent_version text not null check (length(consent_version) between 1 and 64),
  created_at timestamptz not null default now(),
  unique (email, list)
);

create table if not exists public.partner_applications (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  company text not null check (length(company) between 1 and 100),
  partnership_type text not null check (partnership_type in ('reseller', 'technology', 'education')),
  message text not null default '' check (length(message) <= 2000),
  created_at timestamptz not null default now()
);

create table if not exists public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  topic text not null check (
    topic in ('support', 'billing', 'sales', 'privacy', 'press', 'partnerships', 'feedback', 'other')
  ),
  message text not null check (length(message) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index if not exists partner_applications_created_at_idx
  on public.partner_applications (created_at desc);
create index if not exists contact_messages_created_at_idx
  on public.contact_messages (created_at desc);

-- RLS on and no policy: nobody but the owner and the service role (BYPASSRLS) sees a row. Hosted
-- Supabase grants ALL on new tables to the API roles by default, so take that back explicitly.
alter table public.subscriptions enable row level security;
alter table public.partner_applications enable row level security;
alter table public.contact_messages enable row level security;
revoke all on table public.subscriptions, public.partner_applications, public.contact_messages
  from public, anon, authenticated;
grant all on table public.subscriptions, public.partner_applications, public.contact_messages
  to service_role;

-- Accepted submissions, counted by the rate limits. Never exposed through the API.
create table if not exists private.form_submissions (
  id bigint generated always as identity primary key,
  form text not null,
  email text not null,
  client text not null,
  created_at timestamptz not null default now()
);
create index if not exists form_submissions_email_idx
  on private.form_submissions (email, form, created_at);
create index if not exists form_submissions_client_idx
  on private.form_submissions (client, created_at);
alter table private.form_submissions enable row level security;
revoke all on table private.form_submissions from public, anon, authenticated;

-- The limits, in a table so that an operator (or a test) can change them without a migration.
-- `per_address`: accepted submissions of one form for one address; `per_client`: of all forms
-- from one client address.
create table if not exists private.form_rate_limits (
  scope text primary key check (scope in ('per_address', 'per_client')),
  max_count integer not null check (max_count >= 0),
  time_window interval not null check (time_window > interval '0')
);
insert into private.form_rate_limits (scope, max_count, time_window)
values ('per_address', 5, interval '1 hour'), ('per_client', 20, interval '10 minutes')
on conflict (scope) do nothing;
alter table private.form_rate_limits enable row level security;
revoke all on table private.form_rate_limits from public, anon, authenticated;

-- Refuses one field: SQLSTATE 22023, details = the field as the site's form names it.
create or replace function private.refuse_field(field text, problem text, sentence text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = sentence, detail = field, hint = problem;
end;
$$;

-- The trimmed value of a text field, after checking it is present (when required) and short
-- enough. Lengths count characters, as the site's forms do.
create or replace function private.text_field(
  value text,
  field text,
  label text,
  max_length integer,
  required boolean default true
)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  trimmed text := btrim(coalesce(value, ''), E' \t\r\n');
begin
  if trimmed = '' then
    if required then
      perform private.refuse_field(field, 'required', format('Please enter %s.', label));
    end if;
    return '';
  end if;
  if length(trimmed) > max_length then
    perform private.refuse_field(
      field, 'too_long', format('Please keep %s to at most %s characters.', label, max_length));
  end if;
  return trimmed;
end;
$$;

-- A trimmed, lower-cased e-mail address, by the rule browsers apply to <input type="email">.
create or replace function private.email_field(value text, field text default 'email')
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := lower(private.text_field(value, field, 'your e-mail address', 254));
begin
  if address !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' then
    perform private.refuse_field(field, 'email', 'Please enter a valid e-mail address.');
  end if;
  return address;
end;
$$;

-- A value that must be one of `allowed`.
create or replace function private.choice_field(value text, field text, label text, allowed text[])
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  choice text := btrim(coalesce(value, ''));
begin
  if choice = '' then
    perform private.refuse_field(field, 'required', format('Please choose %s.', label));
  end if;
  if not (choice = any (allowed)) then
    perform private.refuse_field(
      field, 'invalid_value',
      format('Please choose %s from: %s.', label, array_to_string(allowed, ', ')));
  end if;
  return choice;
end;
$$;

-- The client address as hosted PostgREST exposes it: the first entry of X-Forwarded-For, else
-- X-Real-IP. Callers without either (SQL editor, scripts) share one bucket.
create or replace function private.request_client()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json;
  client text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    headers := null;
  end;
  -- On hosted Supabase, Cloudflare sets cf-connecting-ip and overwrites a client's own; the first
  -- x-forwarded-for entry can be sent by the client, so it is only the fallback (the local
  -- backend sets it from the socket and drops the other two).
  client := btrim(coalesce(headers ->> 'cf-connecting-ip', ''));
  if client = '' then
    client := btrim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1));
  end if;
  if client = '' then
    client := btrim(coalesce(headers ->> 'x-real-ip', ''));
  end if;
  return left(coalesce(nullif(client, ''), 'unknown'), 128);
end;
$$;

-- Counts an accepted submission, or refuses it (PT429, nothing stored) when the address or the
-- client has sent too many recently. The lock serialises concurrent submissions of one client,
-- so a burst cannot slip past the count.
create or replace function private.admit_submission(form text, address text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  caller text := private.request_client();
  address_limit private.form_rate_limits;
  client_limit private.form_rate_limits;
begin
  perform pg_advisory_xact_lock(hashtext('private.form_submissions:' || caller));
  select * into address_limit from private.form_rate_limits where scope = 'per_address';
  select * into client_limit from private.form_rate_limits where scope = 'per_client';
  if (
    select count(*) from private.form_submissions s
    where s.email = address and s.form = admit_submission.form
      and s.created_at > now() - address_limit.time_window
  ) >= address_limit.max_count
  or (
    select count(*) from private.form_submissions s
    where s.client = caller and s.created_at > now() - client_limit.time_window
  ) >= client_limit.max_count then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise exception 'Too many requests, try again later' using errcode = 'PT429';
  end if;
  insert into private.form_submissions (form, email, client) values (form, address, caller);
end;
$$;

revoke all on function private.refuse_field(text, text, text) from public, anon, authenticated;
revoke all on function private.text_field(text, text, text, integer, boolean) from public, anon, authenticated;
revoke all on function private.email_field(text, text) from public, anon, authenticated;
revoke all on function private.choice_field(text, text, text, text[]) from public, anon, authenticated;
revoke all on function private.request_client() from public, anon, authenticated;
revoke all on function private.admit_submission(text, text) from public, anon, authenticated;

-- Subscribes an address to a list. An address already on the list gets the same answer as a new
-- one (nothing tells a visitor who is subscribed); it still counts towards the limits.
create or replace function public.subscribe(email text, list text, consent_version text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.email_field(email);
  chosen_list text := private.choice_field(
    list, 'list', 'the list', array['newsletter', 'status', 'roadmap', 'press']);
  consent text := private.text_field(consent_version, 'consent_version', 'the consent version', 64);
begin
  perform private.admit_submission('subscribe:' || chosen_list, address);
  insert into public.subscriptions (email, list, consent_version)
  values (address, chosen_list, consent)
  on conflict on constraint subscriptions_email_list_key do nothing;
end;
$$;

create or replace function public.submit_partner_application(
  first_name text,
  last_name text,
  email text,
  company text,
  partnership_type text,
  message text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_first_name text := private.text_field(first_name, 'firstName', 'your first name', 100);
  clean_last_name text := private.text_field(last_name, 'lastName', 'your last name', 100);
  address text := private.email_field(email);
  clean_company text := private.text_field(company, 'company', 'your company', 100);
  clean_type text := private.choice_field(
    partnership_type, 'partnershipType', 'the partnership type',
    array['reseller', 'technology', 'education']);
  clean_message text := private.text_field(message, 'message', 'your message', 2000, false);
begin
  perform private.admit_submission('partner_application', address);
  insert into public.partner_applications
    (first_name, last_name, email, company, partnership_type, message)
  values (clean_first_name, clean_last_name, address, clean_company, clean_type, clean_message);
end;
$$;

create or replace function public.submit_contact_message(
  name text,
  email text,
  topic text,
  message text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean_name text := private.text_field(name, 'name', 'your name', 100);
  address text := private.email_field(email);
  clean_topic text := private.choice_field(
    topic, 'topic', 'the topic',
    array['support', 'billing', 'sales', 'privacy', 'press', 'partnerships', 'feedback', 'other']);
  clean_message text := private.text_field(message, 'message', 'your message', 2000);
begin
  perform private.admit_submission('contact_message', address);
  insert into public.contact_messages (name, email, topic, message)
  values (clean_name, address, clean_topic, clean_message);
end;
$$;

revoke all on function public.subscribe(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.submit_partner_application(text, text, text, text, text, text)
  from public, anon, authenticated, service_role;
revoke all on function public.submit_contact_message(text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.subscribe(text, text, text) to anon, authenticated, service_role;
grant execute on function public.submit_partner_application(text, text, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.submit_contact_message(text, text, text, text)
  to anon, authenticated, service_role;
