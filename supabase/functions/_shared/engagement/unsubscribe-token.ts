// The digest's one-click unsubscribe token: "<user id>.<HMAC-SHA256 of it>", signed with the
// UNSUBSCRIBE_TOKEN_SECRET function secret. Whoever holds the link may withdraw that one
// person's consent to the digest, and nothing else; a token is never an identity for anything
// more (docs/engagement-mail.md → Unsubscribe). It does not expire: an old e-mail's link must
// still work (LGPD: withdrawing consent is as easy as giving it). Pure (Web Crypto only).

const PURPOSE = 'weekly-digest-unsubscribe:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function signature(secret: string, userId: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(PURPOSE + userId)));
}

export async function signUnsubscribeToken(secret: string, userId: string): Promise<string> {
  if (!secret) throw new Error('UNSUBSCRIBE_TOKEN_SECRET is empty');
  return `${userId}.${base64Url(await signature(secret, userId))}`;
}

/** The person the token was signed for, or null when it is malformed or not ours. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  if (!secret) return null;
  const [userId, presented, extra] = token.trim().split('.');
  if (!userId || !presented || extra !== undefined || !UUID.test(userId)) return null;
  const expected = base64Url(await signature(secret, userId));
  // Constant time: the comparison must not tell a forger how many characters were right.
  let difference = presented.length ^ expected.length;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= (presented.charCodeAt(index) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0 ? userId : null;
}
