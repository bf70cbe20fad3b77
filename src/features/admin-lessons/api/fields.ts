import { z } from 'zod';

/** A whole number typed in a text/number input, required, within bounds. */
export function requiredInteger({
  min,
  max,
  required,
  invalid,
}: {
  min: number;
  max: number;
  required: string;
  invalid: string;
}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    });
}

export const orderField = requiredInteger({
  min: 0,
  max: 100_000,
  required: 'Ordem é obrigatória',
  invalid: 'Informe um número inteiro a partir de 0',
});

/** Only YouTube and Vimeo links (the database has the same rule; the player embeds only these). */
const VIDEO_URL_PATTERNS = [
  /^https:\/\/((www|m)\.)?youtube\.com\/watch\?([^\s<>"#]*&)?v=[A-Za-z0-9_-]{11}([&#][^\s<>"]*)?$/,
  /^https:\/\/((www|m)\.)?youtube\.com\/(embed|shorts|live)\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/youtu\.be\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/(www\.)?youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/(www\.)?vimeo\.com\/[0-9]+(\/[0-9a-f]+)?([?#][^\s<>"]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/[0-9]+([?#][^\s<>"]*)?$/,
];

export function isSupportedVideoUrl(url: string): boolean {
  return VIDEO_URL_PATTERNS.some((pattern) => pattern.test(url));
}
