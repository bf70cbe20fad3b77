import { useMutation } from '@tanstack/react-query';
import { BRAND } from '@/config/brand';
import { formatDate } from '@/utils/format-date';
import { exportMyData } from './get-my-data';

/** "meus-dados-trilha-cloud-2026-11-23.json" (the day the export was made, in Brazil). */
export function myDataFileName(generatedAt: string): string {
  const [day, month, year] = (formatDate(generatedAt) ?? '').split('/');
  const slug = BRAND.name.toLowerCase().replace(/\s+/g, '-');
  return year ? `meus-dados-${slug}-${year}-${month}-${day}.json` : `meus-dados-${slug}.json`;
}

/**
 * 'Baixar meus dados' (LGPD art. 18 V): a fresh export, checked against the schema, saved as the
 * JSON the database wrote (nothing the schema does not know is dropped). Returns the file name.
 */
export async function downloadMyData(): Promise<string> {
  const { raw, data } = await exportMyData();
  const fileName = myDataFileName(data.gerado_em);
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(raw, null, 2)}\n`], { type: 'application/json' }),
  );
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once started.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return fileName;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
