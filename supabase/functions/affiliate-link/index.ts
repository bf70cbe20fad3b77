// affiliate-link edge function: wiring only; the request handling is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): a visitor opening a shared link has no session.
import { serviceClient } from '../_shared/env.ts';
import { affiliateLinkHandler } from './handler.ts';

const siteUrl = (Deno.env.get('PUBLIC_SITE_URL') ?? '').replace(/\/+$/, '');
if (!siteUrl) console.error('affiliate-link: PUBLIC_SITE_URL is not set');

Deno.serve(affiliateLinkHandler({ service: serviceClient(), siteUrl }));
