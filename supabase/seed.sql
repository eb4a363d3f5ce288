-- Development seed: the record of the build the local backend generates at first start.
-- The local backend runs this file once on a new database, then uploads a real ZIP to
-- app-builds/macos/Clipnest-3.6.0.zip and sets file_size_mb to its real size.
-- With the Supabase CLI (`supabase db reset`), upload a build to that path yourself.

insert into public.app_files (file_name, version, file_size_mb, file_type, file_path)
values ('Clipnest-3.6.0.zip', '3.6.0', 0, 'zip', 'macos/Clipnest-3.6.0.zip')
on conflict (file_path) do nothing;
