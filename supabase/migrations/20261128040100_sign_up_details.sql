-- =============================================================================
-- Trilha Cloud — the sign-up's address and family income arrive without a session
-- =============================================================================
-- With e-mail confirmation on (hosted default) a sign-up gives no session, so the
-- address and the optional family income could not be written by the signed-in
-- call that followed it. Why this design: docs/rules/accounts-and-consent.md.
--
-- The browser draws a random one-time ticket, sends only its SHA-256 in the
-- sign-up metadata (sign_up_ticket_hash: nothing personal goes into the token),
-- and right after the sign-up answers it sends the details with the ticket
-- itself to submit_sign_up_details. The ticket is good once, for 1 hour, for
-- that one new account.
--
-- submit_sign_up_details(p_user_id, p_ticket, p_address_street, p_address_number,
--   p_address_city, p_address_state, p_address_zipcode, p_family_income) -> void
--                                                           (anon, authenticated)
--     P0001 sign_up_ticket_invalid (400)  no live ticket of that account matches
--     The columns' CHECK constraints validate the values (23514).
-- =============================================================================

create table private.sign_up_tickets (
  user_id     uuid primary key references auth.users (id) on delete cascade,
  ticket_hash text not null check (ticket_hash ~ '^[0-9a-f]{64}$'),
  expires_at  timestamptz not null
);
comment on table private.sign_up_tickets is
  'One-time tickets that let a new account store its sign-up details before it has a session.';
revoke all on private.sign_up_tickets from public, anon, authenticated;


-- Trigger on auth.users: keeps the ticket's hash of a self sign-up that sent one.
create function private.record_sign_up_ticket()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta   jsonb := new.raw_user_meta_data;
  v_hash text;
begin
  -- @supabase/lite on a Postgres backend stores the metadata as a JSON string.
  if jsonb_typeof(meta) = 'string' then
    begin
      meta := (meta #>> '{}')::jsonb;
    exception when invalid_text_representation then
      meta := '{}';
    end;
  end if;
  if meta is null or jsonb_typeof(meta) <> 'object' then
    return new;
  end if;
  v_hash := lower(btrim(meta ->> 'sign_up_ticket_hash'));
  if v_hash is not null and v_hash ~ '^[0-9a-f]{64}$' then
    insert into private.sign_up_tickets (user_id, ticket_hash, expires_at)
    values (new.id, v_hash, now() + interval '1 hour')
    on conflict (user_id) do nothing;
  end if;
  return new;
end;
$$;
revoke all on function private.record_sign_up_ticket() from public, anon, authenticated;

create trigger on_auth_user_created_sign_up_ticket
  after insert on auth.users
  for each row execute function private.record_sign_up_ticket();


create function public.submit_sign_up_details(
  p_user_id         uuid,
  p_ticket          text,
  p_address_street  text,
  p_address_number  text,
  p_address_city    text,
  p_address_state   text,
  p_address_zipcode text,
  p_family_income   numeric default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.sign_up_tickets t
   where t.user_id = p_user_id
     and t.expires_at > now()
     and p_ticket is not null
     and t.ticket_hash = encode(sha256(convert_to(p_ticket, 'UTF8')), 'hex');
  if not found then
    perform private.raise_api_error('sign_up_ticket_invalid');
  end if;

  update public.profiles p
     set address_street  = nullif(btrim(p_address_street), ''),
         address_number  = nullif(btrim(p_address_number), ''),
         address_city    = nullif(btrim(p_address_city), ''),
         address_state   = nullif(btrim(p_address_state), ''),
         address_zipcode = nullif(btrim(p_address_zipcode), '')
   where p.id = p_user_id;

  if p_family_income is not null then
    insert into public.sensitive_user_data (user_id, family_income)
    values (p_user_id, p_family_income)
    on conflict (user_id) do update set family_income = excluded.family_income;
  end if;
end;
$$;
revoke all on function public.submit_sign_up_details(uuid, text, text, text, text, text, text, numeric)
  from public;
grant execute on function public.submit_sign_up_details(uuid, text, text, text, text, text, text, numeric)
  to anon, authenticated;
