-- =============================================================================
-- Reordering a course's modules, or a module's lessons, in one call
-- =============================================================================
-- The back office reorders by dragging or with 'Mover para cima/baixo'. One call rewrites the
-- whole order (1..n, in the order given) in one transaction, so a reload never shows a half-done
-- reorder and two positions are never swapped by two racing updates. The list given must be
-- exactly the current modules of the course (or lessons of the module): a list made from a stale
-- screen is refused rather than guessed at. See docs/rules/lessons.md.
--
-- Errors: 42501 admin_only (not an active administrador);
--         400 P0001 course_not_found / module_not_found;
--         400 P0001 order_out_of_date (the list is not exactly the current one).
-- =============================================================================

create function public.reorder_course_modules(p_course_id uuid, p_module_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current uuid[];
begin
  perform private.require_admin();
  -- Serialises reorders (and module inserts' counters) of this course.
  perform 1 from public.courses c where c.id = p_course_id for update;
  if not found then
    perform private.raise_api_error('course_not_found');
  end if;

  select coalesce(array_agg(m.id order by m.id), '{}') into v_current
  from public.course_modules m where m.course_id = p_course_id;
  if p_module_ids is null
     or cardinality(p_module_ids) <> cardinality(v_current)
     or (select array_agg(x order by x) from (select distinct unnest(p_module_ids) as x) d) is distinct from v_current then
    perform private.raise_api_error('order_out_of_date');
  end if;

  update public.course_modules m
     set order_index = g.position
    from unnest(p_module_ids) with ordinality as g(id, position)
   where m.id = g.id
     and m.order_index is distinct from g.position::integer;
end;
$$;
comment on function public.reorder_course_modules(uuid, uuid[]) is
  'Administrators: sets the course''s module order to the list given (all of its modules, first to last).';

create function public.reorder_module_lessons(p_module_id uuid, p_lesson_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_current uuid[];
begin
  perform private.require_admin();
  perform 1 from public.course_modules m where m.id = p_module_id for update;
  if not found then
    perform private.raise_api_error('module_not_found');
  end if;

  select coalesce(array_agg(l.id order by l.id), '{}') into v_current
  from public.lessons l where l.module_id = p_module_id;
  if p_lesson_ids is null
     or cardinality(p_lesson_ids) <> cardinality(v_current)
     or (select array_agg(x order by x) from (select distinct unnest(p_lesson_ids) as x) d) is distinct from v_current then
    perform private.raise_api_error('order_out_of_date');
  end if;

  update public.lessons l
     set order_index = g.position
    from unnest(p_lesson_ids) with ordinality as g(id, position)
   where l.id = g.id
     and l.order_index is distinct from g.position::integer;
end;
$$;
comment on function public.reorder_module_lessons(uuid, uuid[]) is
  'Administrators: sets the module''s lesson order to the list given (all of its lessons, first to last).';

revoke all on function public.reorder_course_modules(uuid, uuid[]) from public, anon, authenticated;
revoke all on function public.reorder_module_lessons(uuid, uuid[]) from public, anon, authenticated;
grant execute on function public.reorder_course_modules(uuid, uuid[]) to authenticated;
grant execute on function public.reorder_module_lessons(uuid, uuid[]) to authenticated;
