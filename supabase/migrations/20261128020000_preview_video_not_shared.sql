-- =============================================================================
-- A free preview lesson never shares its video with a paid lesson of its course
-- =============================================================================
-- A preview ('Aula gratuita') is watchable by anyone; a paid lesson cut from the same video by a
-- start time would be given away with it (the visitor just seeks). So, within one course, a video
-- (YouTube or Vimeo id, whatever the link form or start time) is either only in preview lessons or
-- only in paid ones. Paid lessons may share a video among themselves (one long video cut by start
-- time). Checked on every write that can break it, in both directions: marking a lesson preview,
-- giving a lesson a preview's video, or moving a lesson into another course.
-- See docs/rules/lessons.md.
--
-- Error (Data API, 400): P0001 preview_video_shared
-- =============================================================================

-- 'youtube:<id>' or 'vimeo:<id>' for the link forms lessons.video_url accepts (its CHECK
-- constraint); null for anything else. Mirrors src/utils/video.ts.
create function private.lesson_video_key(p_url text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(
    'youtube:' || (regexp_match(p_url, '^https://((www|m)\.)?youtube\.com/watch\?([^#]*&)?v=([A-Za-z0-9_-]{11})'))[4],
    'youtube:' || (regexp_match(p_url, '^https://((www|m)\.)?youtube\.com/(embed|shorts|live)/([A-Za-z0-9_-]{11})'))[4],
    'youtube:' || (regexp_match(p_url, '^https://youtu\.be/([A-Za-z0-9_-]{11})'))[1],
    'youtube:' || (regexp_match(p_url, '^https://(www\.)?youtube-nocookie\.com/embed/([A-Za-z0-9_-]{11})'))[2],
    'vimeo:'   || ltrim((regexp_match(p_url, '^https://(www\.)?vimeo\.com/([0-9]+)'))[2], '0'),
    'vimeo:'   || ltrim((regexp_match(p_url, '^https://player\.vimeo\.com/video/([0-9]+)'))[1], '0')
  );
$$;
comment on function private.lesson_video_key(text) is
  'The video a lesson link plays, as youtube:<id> or vimeo:<id> (start time and link form ignored).';
revoke all on function private.lesson_video_key(text) from public, anon, authenticated;

create function private.guard_preview_video()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.lesson_video_key(new.video_url);
begin
  if v_key is null then
    return null;
  end if;
  -- One writer per course at a time: two transactions (one adding a preview, the other a paid
  -- lesson with the same video) would otherwise each miss the other's row.
  perform pg_advisory_xact_lock(hashtext('lessons.preview_video'), hashtext(new.course_id::text));

  if exists (
    select 1 from public.lessons l
    where l.course_id = new.course_id
      and l.id <> new.id
      and l.is_preview <> new.is_preview
      and private.lesson_video_key(l.video_url) = v_key
  ) then
    perform private.raise_api_error('preview_video_shared');
  end if;
  return null;
end;
$$;
comment on function private.guard_preview_video() is
  'Trigger: a preview lesson and a paid lesson of one course never play the same video (P0001 preview_video_shared).';
revoke all on function private.guard_preview_video() from public, anon, authenticated;

-- AFTER, so course_id is the one private.prepare_lesson() derived from the module.
create trigger lessons_guard_preview_video
  after insert or update of video_url, is_preview, module_id on public.lessons
  for each row execute function private.guard_preview_video();
