import { describe, expect, it } from 'vitest';
import { getVideoEmbed, isSupportedVideoUrl, parseStartSeconds, playerEmbedUrl, toEmbedUrl } from './video';

const ID = 'SOTamWNgDKc';
const YT = `https://www.youtube-nocookie.com/embed/${ID}`;

describe('toEmbedUrl: YouTube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, YT],
    [`https://youtube.com/watch?v=${ID}`, YT],
    [`https://m.youtube.com/watch?v=${ID}`, YT],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, YT],
    [`https://youtu.be/${ID}`, YT],
    [`https://www.youtube.com/shorts/${ID}`, YT],
    [`https://youtube.com/shorts/${ID}?feature=share`, YT],
    [`https://www.youtube.com/embed/${ID}`, YT],
    [`https://www.youtube.com/live/${ID}`, YT],
    [`https://www.youtube-nocookie.com/embed/${ID}`, YT],
    [`  https://www.youtube.com/watch?v=${ID}  `, YT],
  ])('%s', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });

  it('ignores list=, si= and other extra parameters', () => {
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&list=PL1234567890&index=2`)).toBe(YT);
    expect(toEmbedUrl(`https://youtu.be/${ID}?si=AbCdEf123`)).toBe(YT);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}#comments`)).toBe(YT);
  });

  it('keeps the start time (t= on share links, start= on embeds) as ?start=', () => {
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1397s`)).toBe(`${YT}?start=1397`);
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=7200`)).toBe(`${YT}?start=7200`);
    expect(toEmbedUrl(`https://youtu.be/${ID}?si=x1&t=1m30s`)).toBe(`${YT}?start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/embed/${ID}?start=45`)).toBe(`${YT}?start=45`);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=0`)).toBe(YT);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=abc`)).toBe(YT);
  });

  it('keeps ids with - and _', () => {
    expect(toEmbedUrl('https://youtu.be/a-b_c-d_e-f')).toBe(
      'https://www.youtube-nocookie.com/embed/a-b_c-d_e-f',
    );
  });

  it('tells the provider', () => {
    expect(getVideoEmbed(`https://youtu.be/${ID}`)).toEqual({
      provider: 'youtube',
      embedUrl: YT,
      videoId: ID,
      hash: null,
      startSeconds: 0,
      watchUrl: `https://www.youtube.com/watch?v=${ID}`,
    });
  });
});

describe('the player embed and the link to the video on its site', () => {
  const origin = 'https://trilha.example';

  it('YouTube: the IFrame API on the nocookie host, answering only to our origin, from the given second', () => {
    const embed = getVideoEmbed(`https://www.youtube.com/watch?v=${ID}&t=1397s`)!;
    expect(embed.startSeconds).toBe(1397);
    expect(embed.watchUrl).toBe(`https://www.youtube.com/watch?v=${ID}&t=1397s`);
    const url = new URL(playerEmbedUrl(embed, { origin, startSeconds: 1397 + 42.9 }));
    expect(url.origin + url.pathname).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      enablejsapi: '1',
      origin,
      playsinline: '1',
      rel: '0',
      start: '1439',
    });
    expect(new URL(playerEmbedUrl(embed, { origin, startSeconds: 0 })).searchParams.has('start')).toBe(false);
  });

  it('Vimeo: the player on player.vimeo.com with the privacy hash and #t= for the start', () => {
    const embed = getVideoEmbed('https://vimeo.com/76979871/8274b4c2f0#t=90s')!;
    expect(embed).toMatchObject({
      provider: 'vimeo',
      videoId: '76979871',
      hash: '8274b4c2f0',
      startSeconds: 90,
    });
    expect(embed.watchUrl).toBe('https://vimeo.com/76979871/8274b4c2f0#t=90s');
    expect(playerEmbedUrl(embed, { origin, startSeconds: 132 })).toBe(
      'https://player.vimeo.com/video/76979871?playsinline=1&dnt=1&h=8274b4c2f0#t=132s',
    );
    expect(playerEmbedUrl(getVideoEmbed('https://vimeo.com/76979871')!, { origin, startSeconds: 0 })).toBe(
      'https://player.vimeo.com/video/76979871?playsinline=1&dnt=1',
    );
  });
});

describe('toEmbedUrl: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8274b4c2f0', 'https://player.vimeo.com/video/76979871?h=8274b4c2f0'],
    ['https://vimeo.com/76979871?h=8274b4c2f0', 'https://player.vimeo.com/video/76979871?h=8274b4c2f0'],
    [
      'https://player.vimeo.com/video/76979871?h=8274b4c2f0&badge=0',
      'https://player.vimeo.com/video/76979871?h=8274b4c2f0',
    ],
    ['https://vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
  ])('%s', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });

  it('tells the provider', () => {
    expect(getVideoEmbed('https://vimeo.com/1')?.provider).toBe('vimeo');
  });
});

describe('toEmbedUrl: rejections', () => {
  it.each([
    // not a string / empty
    [null],
    [undefined],
    [''],
    ['   '],
    // other schemes
    ['javascript:alert(1)'],
    ['javascript://www.youtube.com/watch?v=SOTamWNgDKc'],
    ['data:text/html,<script>alert(1)</script>'],
    [`http://www.youtube.com/watch?v=${ID}`],
    ['http://vimeo.com/76979871'],
    [`ftp://youtu.be/${ID}`],
    // lookalike and other hosts
    [`https://youtube.com.evil.com/watch?v=${ID}`],
    [`https://www.youtube.com.evil.com/embed/${ID}`],
    [`https://evil.com/www.youtube.com/watch?v=${ID}`],
    [`https://evil-youtube.com/watch?v=${ID}`],
    [`https://notyoutu.be/${ID}`],
    ['https://vimeo.com.evil.com/76979871'],
    ['https://evilvimeo.com/76979871'],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com@evil.com/watch?v=${ID}`],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com:8443/watch?v=${ID}`],
    ['https://example.com/video.mp4'],
    // malformed ids and paths
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}X`],
    ['https://www.youtube.com/watch?v=SOTamWNgD<c'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/watch/${ID}`],
    [`https://www.youtube.com/${ID}`],
    [`https://www.youtube.com/embed/${ID}/extra`],
    ['https://www.youtube.com/channel/UC1234567890'],
    [`https://youtu.be/${ID}/extra`],
    ['https://youtu.be/'],
    ['https://vimeo.com/abc'],
    ['https://vimeo.com/channels/staffpicks/76979871'],
    ['https://vimeo.com/76979871/not-a-hash!'],
    ['https://vimeo.com/76979871?h=zz<script>'],
    ['https://player.vimeo.com/76979871'],
    ['https://player.vimeo.com/video/abc'],
    // not a URL
    [`www.youtube.com/watch?v=${ID}`],
    [`//www.youtube.com/watch?v=${ID}`],
    [`https://www.you tube.com/watch?v=${ID}`],
    ['not a url'],
  ])('%s → null', (input) => {
    expect(toEmbedUrl(input)).toBeNull();
    expect(getVideoEmbed(input)).toBeNull();
  });
});

describe('parseStartSeconds', () => {
  it('reads seconds, with or without s, and h/m/s forms', () => {
    expect(parseStartSeconds('90')).toBe(90);
    expect(parseStartSeconds('90s')).toBe(90);
    expect(parseStartSeconds('2m')).toBe(120);
    expect(parseStartSeconds('1h2m3s')).toBe(3723);
  });
  it('returns null when missing, zero or invalid', () => {
    expect(parseStartSeconds(null)).toBeNull();
    expect(parseStartSeconds('')).toBeNull();
    expect(parseStartSeconds('0')).toBeNull();
    expect(parseStartSeconds('-5')).toBeNull();
    expect(parseStartSeconds('1.5')).toBeNull();
    expect(parseStartSeconds('abc')).toBeNull();
  });
});

describe('isSupportedVideoUrl: the links a lesson may store', () => {
  it('accepts only YouTube and Vimeo links, like the database', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ])
      expect(isSupportedVideoUrl(url), url).toBe(true);
    for (const url of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch?v=curto',
      'javascript:alert(1)',
    ])
      expect(isSupportedVideoUrl(url), url).toBe(false);
  });

  it('accepts only links the player can embed too', () => {
    // Matches the database pattern, but the Vimeo privacy hash is longer than an embed accepts.
    expect(isSupportedVideoUrl(`https://vimeo.com/76979871/${'a'.repeat(40)}`)).toBe(false);
  });
});
