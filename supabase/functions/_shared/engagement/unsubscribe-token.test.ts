import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'segredo-de-teste-com-32-caracteres!!';
const userId = '3f0c6a2e-9b1d-4c8e-8f7a-1b2c3d4e5f60';

describe('unsubscribe token', () => {
  it('verifies a token it signed, for that person', async () => {
    const token = await signUnsubscribeToken(secret, userId);
    expect(token.startsWith(`${userId}.`)).toBe(true);
    expect(await verifyUnsubscribeToken(secret, token)).toBe(userId);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signUnsubscribeToken('outro-segredo', userId);
    expect(await verifyUnsubscribeToken(secret, forged)).toBeNull();
  });

  it("refuses one person's signature put on another person's id", async () => {
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const signature = (await signUnsubscribeToken(secret, userId)).split('.')[1];
    expect(await verifyUnsubscribeToken(secret, `${other}.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens and an empty secret', async () => {
    const token = await signUnsubscribeToken(secret, userId);
    for (const bad of [
      '',
      userId,
      `${token}.x`,
      `nao-e-uuid.${token.split('.')[1]}`,
      `${token.slice(0, -1)}A`,
    ]) {
      expect(await verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
    expect(await verifyUnsubscribeToken('', token)).toBeNull();
  });
});
